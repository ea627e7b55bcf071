// Every namespace of one language in one chunk, loaded by lib/i18n.ts when the language is in use.
import { bundleOf } from './bundle.ts';

export default bundleOf(import.meta.glob('../../locales/zh/*.json', { eager: true, import: 'default' }));
