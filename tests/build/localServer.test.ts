/**
 * The local server (`npm start`, `npm run serve`) keeps serving whatever path
 * it is asked for: a request target that is not a usable path gets 400, and
 * the next request is answered as usual.
 */
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "../../scripts/lib/siteServer";
import { testConfig } from "../e2e/support/testConfig";

let server: Server;
let port = 0;
beforeAll(async () => {
  server = await createSiteServer({ root: testConfig.outDir, port: 0 });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends the request target as written (fetch would normalise `/\` to `//`). */
const statusOf = (path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });

describe("the local server", () => {
  it.each(["//", "/\\", "//\\", "/\\\\"])("answers %s with 400 and keeps serving", async (path) => {
    expect(await statusOf(path)).toBe(400);
    expect(await statusOf("/")).toBe(200);
  });
});
