import { defineConfig } from 'drizzle-kit';

// Generates checked-in SQL migrations from the core tables (src/db/schema.ts) and each module's own *.schema.ts:
// `npm run db:generate -w apps/server -- --name <what-changed>`.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/modules/*/*.schema.ts'],
  out: './src/db/migrations',
});
