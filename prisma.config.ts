import { defineConfig } from 'prisma/config';

// The CLI is used for `prisma generate` only; migrations are committed SQL applied at start-up
// by packages/core/src/adapters/db/migrate.ts (see docs/decisions/002-prisma-migrations.md).
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
