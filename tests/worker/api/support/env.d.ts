/** What the workerd tests' configuration (vitest.config.ts) adds to the Worker's bindings. */
import type { D1Migration } from "cloudflare:test";
import type { WorkerEnv } from "../../../../worker/platform/env";

declare global {
  namespace Cloudflare {
    interface Env extends Omit<WorkerEnv, keyof Cloudflare.Env> {
      MIGRATIONS: D1Migration[];
    }
  }
}
