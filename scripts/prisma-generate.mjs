// Generates the Prisma client into packages/core/src/generated.
// `prisma generate` only needs the schema engine path to exist; it never runs it (ARCHITECTURE.md, Prisma notes).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
env.CHECKPOINT_DISABLE = '1';
const bin = `${root}/node_modules/.bin/prisma`;
if (!existsSync(bin)) process.exit(0);
execFileSync(bin, ['generate', '--schema', 'prisma/schema.prisma'], { cwd: root, env, stdio: 'inherit' });
