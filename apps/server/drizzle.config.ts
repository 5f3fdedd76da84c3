import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w apps/server` writes a migration for schema changes. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.schema.ts', './src/platform/**/*.schema.ts'],
  out: './src/db/migrations',
});
