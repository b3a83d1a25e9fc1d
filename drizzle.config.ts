import { defineConfig } from 'drizzle-kit'

// Migrations are generated offline from the schema (`npm run db:generate`) and committed;
// the server applies them at start with the drizzle migrator for PGlite or PostgreSQL.
// The schema is the union of the core's tables and every area's tables.ts: an area adds its
// tables by adding that file, as it adds its routes by adding routes.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/core/db/tables.ts', './server/features/*/tables.ts'],
  out: './server/core/db/migrations',
})
