/**
 * The lead API under load, in wrangler's local mode: submissions at a fixed
 * concurrency with the per-address limit off and the e-mail going to a local
 * server that accepts everything. One in ten is sent twice, as a double click
 * would. Reports latency, and how many leads were lost or stored twice.
 */
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startLocalWorker } from "../lib/localWorker";
import { projectTypes } from "../../src/lib/quoteSchema";
import { median } from "./median";

export interface LeadApiResult {
  submissions: number;
  concurrency: number;
  p50Ms: number;
  p95Ms: number;
  /** Submissions that were never stored. */
  lost: number;
  /** Submissions stored more than once. */
  duplicated: number;
  /** Requests answered with anything but 201. */
  refused: number;
  /** E-mails the owner would have received. */
  notified: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export async function measureLeadApi(assets: string, submissions = 1000, concurrency = 20): Promise<LeadApiResult> {
  const emailPort = await freePort();
  let notified = 0;
  const email = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      notified++;
      res.writeHead(200).end("OK");
    });
  });
  await new Promise<void>((done) => email.listen(emailPort, "127.0.0.1", done));
  const state = mkdtempSync(join(tmpdir(), "lead-bench-"));
  const worker = await startLocalWorker({
    assets,
    persistTo: state,
    vars: { RATE_LIMIT_MAX: "0", EMAILJS_API_ORIGIN: `http://127.0.0.1:${emailPort}` },
  });
  const latencies: number[] = [];
  const ids = Array.from({ length: submissions }, () => crypto.randomUUID());
  // Every tenth submission is sent a second time.
  const queue = [...ids, ...ids.filter((_, i) => i % 10 === 0)];
  let failed = 0;
  const send = async (submissionId: string, i: number) => {
    const started = performance.now();
    const response = await worker.request(`/api/quote`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: worker.baseUrl },
      body: JSON.stringify({
        firstName: "Bench",
        lastName: `Visitor ${i}`,
        email: `bench${i}@example.com`,
        phone: "020 3946 0000",
        projectType: projectTypes[i % projectTypes.length],
        projectDetails: "A benchmark request for a rear extension.",
        submissionId,
      }),
    });
    latencies.push(performance.now() - started);
    if (response.status !== 201) failed++;
  };
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < queue.length) {
          const i = next++;
          await send(queue[i] ?? "", i);
        }
      }),
    );
    // Let the requests' own notifications finish.
    await new Promise((wait) => setTimeout(wait, 2000));
    const [stored] = worker.query<{ n: number; unique: number }>(
      "SELECT count(*) AS n, count(DISTINCT submission_id) AS 'unique' FROM leads",
    );
    const found = stored?.unique ?? 0;
    return {
      submissions,
      concurrency,
      p50Ms: Math.round(median(latencies)),
      p95Ms: Math.round(percentile(latencies, 95)),
      lost: submissions - found,
      duplicated: (stored?.n ?? 0) - found,
      refused: failed,
      notified,
    };
  } finally {
    await worker.close();
    email.close();
    rmSync(state, { recursive: true, force: true });
  }
}
