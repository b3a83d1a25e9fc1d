import { defineConfig } from 'drizzle-kit'

// Migrations are generated offline from the schema (`npm run db:generate`) and committed;
// the server applies them at start with the drizzle migrator for PGlite or PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/core/db/schema.ts',
  out: './server/core/db/migrations',
})
