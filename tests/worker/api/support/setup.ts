/**
 * Before each test file in workerd: the Worker's migrations (worker/migrations,
 * read by vitest.config.ts). Setup files run outside the file's isolated storage
 * and may run more than once; applyD1Migrations applies only what is missing.
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

await applyD1Migrations(env.DB, env.MIGRATIONS);
