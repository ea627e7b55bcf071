// The offline design engine's pieces the apps use, reached through core: apps/api never imports
// @landscape/design itself (the lint rule in eslint.config.js), so core stays the one door to it.
export { checkAddress, STYLE_CATALOGUE } from '@landscape/design';
