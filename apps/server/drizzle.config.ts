import { defineConfig } from 'drizzle-kit';

// Generates checked-in SQL migrations from src/db/schema.ts: `npm run db:generate -w apps/server`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
