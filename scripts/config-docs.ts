// `pnpm config:docs`: writes .env.example and the README's key table from packages/core/src/platform/config-docs.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderEnvExample, withReadmeTable } from '../packages/core/src/platform/config-docs.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
writeFileSync(`${root}/.env.example`, renderEnvExample());
const readme = `${root}/README.md`;
writeFileSync(readme, withReadmeTable(readFileSync(readme, 'utf8')));
console.log('wrote .env.example and the key table of README.md');
