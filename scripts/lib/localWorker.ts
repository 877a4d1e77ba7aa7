/**
 * The site and its lead API in wrangler's local mode (workerd, with D1 as a
 * SQLite file and R2 as files, both under the persist-to directory): what
 * `npm start` runs, what the Worker's browser tests share (tests/worker/support/sharedWorker.ts)
 * and what the lead bench drives. Tests read its database in place (node:sqlite), not through
 * a wrangler command per query. It applies the migrations, starts `wrangler dev` on a
 * loopback port and waits until it answers.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";

const root = resolve(import.meta.dirname, "../..");
const wrangler = join(root, "node_modules/.bin/wrangler");

export interface LocalWorkerOptions {
  /** The built site to serve (default dist). */
  assets?: string;
  /** Where D1 keeps its SQLite file and R2 its objects (default .wrangler/state, as `wrangler dev` does). */
  persistTo?: string;
  port?: number;
  /** Variables for the Worker; they override wrangler.jsonc and .dev.vars. */
  vars?: Record<string, string>;
  /** Print wrangler's output (npm start) instead of keeping it for errors. */
  inheritOutput?: boolean;
}

/** How a test or the bench talks to a running `wrangler dev` and reads its database. */
export interface LocalWorkerClient {
  baseUrl: string;
  /**
   * fetch() against the server, each on a connection of its own: wrangler's dev
   * server closes idle kept-alive connections, and a request sent on one just as
   * it closes fails with a socket error on a busy machine.
   */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Rows of a read-only query against the local D1 database (queryLocalD1). */
  query<T = Record<string, unknown>>(sql: string, ...values: SQLInputValue[]): T[];
  /** Fires the scheduled handler, as the cron trigger would: now, or at `at` (epoch milliseconds, its clock). */
  scheduled(at?: number): Promise<void>;
}

/** The client of a `wrangler dev` at `baseUrl` whose state is under `persistTo`. */
export function localWorkerClient(baseUrl: string, persistTo: string): LocalWorkerClient {
  const request = (path: string, init: RequestInit = {}) =>
    fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Connection: "close" },
    });
  return {
    baseUrl,
    request,
    query: (sql, ...values) => queryLocalD1(persistTo, sql, ...values),
    async scheduled(at) {
      // Miniflare's /__scheduled takes the run's scheduled time as `time`, in epoch milliseconds.
      const time = at === undefined ? "" : `&time=${at}`;
      const response = await request(`/__scheduled?cron=${encodeURIComponent("*/5 * * * *")}${time}`);
      if (!response.ok) throw new Error(`The scheduled run answered ${response.status}`);
    },
  };
}

export interface LocalWorker extends LocalWorkerClient {
  /** The lines of wrangler's output that report an error (empty when its output is printed instead). */
  errorLines(): string[];
  close(): Promise<void>;
}

/** wrangler.jsonc as JSON: its comments are whole lines, and a list may end in a comma. */
function wranglerConfig(): Record<string, unknown> {
  const text = readFileSync(join(root, "wrangler.jsonc"), "utf8")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/,(\s*[}\]])/g, "$1");
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * Rows of a query against the D1 database under a persist-to directory, read in place:
 * its SQLite file opened read-only (node:sqlite) for each query, so each sees what the
 * Worker has committed. No wrangler command is started.
 */
function queryLocalD1<T = Record<string, unknown>>(persistTo: string, sql: string, ...values: SQLInputValue[]): T[] {
  const dir = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`No D1 database in ${dir}`);
  const db = new DatabaseSync(join(dir, file), { readOnly: true });
  try {
    return db.prepare(sql).all(...values) as T[];
  } finally {
    db.close();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

// Offline: no metrics, no update check, and no fetch of workers.cloudflare.com/cf.json for `request.cf`
// (miniflare's built-in sample stands in; the fetch fails without internet, and the Worker reads no `cf`).
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  NO_UPDATE_NOTIFIER: "1",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  CI: "true",
};

/**
 * Seconds after which a migration run that has not finished is stopped and, once, started again. A run
 * takes about 15 s on this machine when idle (19 migrations); with the test run's other projects and a
 * build on its two cores it took over 60 s, and a run stopped half-way leaves a migration half-applied,
 * which its retry then fails on. So the limit is far above a slow run, and still catches a hung one.
 */
const migrationLimitSeconds = 150;

/**
 * Applies the D1 migrations to the local database, without blocking the caller's event loop (the tests'
 * global set-up starts this in the background). It takes a few seconds; a run that has not finished
 * within the limit is stopped and started once more, then reported (one full test run saw the shared
 * Worker never answer, with no error printed, which only a migration run that never ended explains).
 */
async function applyMigrations(common: string[], attempt = 1): Promise<void> {
  const args = ["d1", "migrations", "apply", "DB", "--local", ...common];
  const outcome = await new Promise<{ error: (Error & { killed?: boolean }) | null; output: string }>((done) =>
    execFile(
      wrangler,
      args,
      { cwd: root, env, timeout: migrationLimitSeconds * 1000, killSignal: "SIGKILL" },
      (error, out, err) => done({ error, output: `${out}\n${err}` }),
    ),
  );
  if (!outcome.error) return;
  if (outcome.error.killed && attempt === 1) {
    console.warn(`wrangler d1 migrations apply took over ${migrationLimitSeconds} s; starting it again`);
    return applyMigrations(common, attempt + 1);
  }
  const why = outcome.error.killed ? `did not finish within ${migrationLimitSeconds} s, twice` : "failed";
  throw new Error(`Migrations ${why}:\n${outcome.output}`);
}

export async function startLocalWorker(options: LocalWorkerOptions = {}): Promise<LocalWorker> {
  const persistTo = resolve(root, options.persistTo ?? ".wrangler/state");
  const port = options.port ?? (await freePort());
  // A config of its own when the assets differ from wrangler.jsonc's (tests serve a test build).
  let configFile = join(root, "wrangler.jsonc");
  if (options.assets) {
    const config = wranglerConfig();
    mkdirSync(join(root, ".wrangler"), { recursive: true });
    configFile = join(root, ".wrangler", `config-${port}.json`);
    writeFileSync(
      configFile,
      JSON.stringify({
        ...config,
        main: join(root, String(config["main"])),
        assets: { ...(config["assets"] as object), directory: resolve(root, options.assets) },
        d1_databases: (config["d1_databases"] as Record<string, string>[]).map((db) => ({
          ...db,
          migrations_dir: join(root, db["migrations_dir"] ?? ""),
        })),
      }),
    );
  }
  const common = ["--config", configFile, "--persist-to", persistTo];
  await applyMigrations(common);

  const vars = Object.entries(options.vars ?? {}).flatMap(([key, value]) => ["--var", `${key}:${value}`]);
  const args = ["dev", ...common, "--local", "--ip", "127.0.0.1", "--port", String(port), "--test-scheduled", ...vars];
  const child: ChildProcess = spawn(wrangler, args, {
    cwd: root,
    env,
    detached: true,
    stdio: options.inheritOutput ? "inherit" : "pipe",
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // wrangler runs in a process group of its own (detached), so a stop reaches workerd too.
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const pid = child.pid;
    const exited = new Promise<boolean>((done) => child.once("exit", () => done(true)));
    process.kill(-pid, "SIGTERM");
    const stopped = await Promise.race([exited, new Promise<boolean>((wait) => setTimeout(() => wait(false), 5000))]);
    if (!stopped) process.kill(-pid, "SIGKILL");
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${output}`);
    try {
      await fetch(`${baseUrl}/`, { headers: { Connection: "close" } });
      break;
    } catch {
      if (Date.now() - started > 60_000) {
        // Giving up stops it too: left running, it would hold the port the next `npm start` asks for.
        await stop();
        throw new Error(`wrangler dev did not answer within 60 s:\n${output}`);
      }
      await new Promise((wait) => setTimeout(wait, 250));
    }
  }

  return {
    ...localWorkerClient(baseUrl, persistTo),
    errorLines() {
      return output.split("\n").filter((line) => /error/i.test(line));
    },
    close: stop,
  };
}
