// The namespaces the studio's first page needs, in one chunk loaded by lib/i18n.ts when the language is in use.
import { bundleOf } from './bundle.ts';

export default bundleOf(import.meta.glob('../../locales/en/{common,studio,account}.json', { eager: true, import: 'default' }));
