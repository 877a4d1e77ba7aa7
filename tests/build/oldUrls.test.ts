/**
 * The old site's URLs keep working on the local server, as on the hosts: the
 * spec's duplicate routes and each project's /project-details/{id} go to their
 * page, and any other /project-details/{id} goes to /projects.
 */
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAllContent } from "../../scripts/lib/loadContent";
import { createSiteServer } from "../../scripts/lib/siteServer";
import { specRedirects } from "../specRoutes";
import { testConfig } from "../e2e/support/testConfig";

let server: Server;
let base = "";
beforeAll(async () => {
  server = await createSiteServer({ root: testConfig.outDir, port: 0 });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const locationOf = async (path: string) => {
  const response = await fetch(base + path, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location") };
};

describe("old URLs", () => {
  it("send each route the spec names twice to its one page", async () => {
    for (const [from, to] of Object.entries(specRedirects)) {
      expect(await locationOf(`/${from}`), from).toEqual({ status: 301, location: `/${to}` });
    }
  });

  // The projects on file, whatever the owner has put there: the samples are replaced at launch.
  const projectIds = loadAllContent().projects.map((project) => project.id);

  it("send each project's old /project-details/{id} to its page", async () => {
    for (const id of projectIds) {
      expect(await locationOf(`/project-details/${id}`), id).toEqual({ status: 301, location: `/projects/${id}` });
    }
  });

  it("send a project id the old site showed but this one has no page for to /projects", async () => {
    // Ids with no project of that name: a number, and each project's id with something after it.
    const unknown = ["42", ...projectIds.map((id) => `${id}-old`)];
    expect(unknown.filter((id) => projectIds.includes(id))).toEqual([]);
    for (const id of unknown) {
      expect(await locationOf(`/project-details/${id}`), id).toEqual({ status: 301, location: "/projects" });
    }
  });

  it("still answer 404 for paths that never existed", async () => {
    expect((await locationOf("/no-such-page")).status).toBe(404);
  });
});
