// Every other namespace (About, My Designs, Pro, the tour, the admin pages): loaded with the first of those pages.
import { bundleOf } from './bundle.ts';

export default bundleOf(import.meta.glob(['../../locales/zh/*.json', '!../../locales/zh/{common,studio,account}.json'], { eager: true, import: 'default' }));
