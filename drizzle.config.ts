import { defineConfig } from "drizzle-kit";

// Only `npm run db:generate` reads this: it writes SQL migrations into drizzle/ from the schema.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema/index.ts",
  out: "./drizzle",
});
