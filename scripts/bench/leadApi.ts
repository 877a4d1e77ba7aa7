/**
 * The lead API under load, in wrangler's local mode: submissions at a fixed
 * concurrency with the per-address limit off and the e-mail going to a local
 * server that accepts everything. One in ten is sent twice, as a double click
 * would. A server error (5xx) is sent once more with the same submission id,
 * as the form lets a visitor press Send again. Reports latency, the server
 * errors and what they said, and how many leads were lost or stored twice.
 */
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startLocalWorker, type LocalWorker } from "../lib/localWorker";
import { multipartParts } from "../../src/lib/photoLimits";
import { projectTypes } from "../../src/lib/quoteSchema";
import { hourlyCeiling } from "../../worker/alerts/ceiling";
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
  /** Requests answered with anything but 201, after the one resend of a server error. */
  refused: number;
  /** First answers that were server errors (5xx), each then sent once more. */
  serverErrors: number;
  /** E-mails the owner would have received. */
  notified: number;
  /** Each error's status and the start of its body, with the Worker's error lines, so a failed check says why. */
  errors: string[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** The Worker the lead measurements share, and how many e-mails its EmailJS stand-in has taken. */
export interface LeadBench {
  worker: LocalWorker;
  notified: () => number;
}

/**
 * Runs `measure` against one Worker in wrangler's local mode (started once: it takes about 16 s), with
 * the per-address limit off and EmailJS a local server that accepts and counts every e-mail.
 */
export async function withLeadBench<T>(assets: string, measure: (bench: LeadBench) => Promise<T>): Promise<T> {
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
  try {
    const worker = await startLocalWorker({
      assets,
      persistTo: state,
      vars: { RATE_LIMIT_MAX: "0", EMAILJS_API_ORIGIN: `http://127.0.0.1:${emailPort}` },
    });
    try {
      return await measure({ worker, notified: () => notified });
    } finally {
      await worker.close();
    }
  } finally {
    email.close();
    rmSync(state, { recursive: true, force: true });
  }
}

/** Submissions at a fixed concurrency, on the bench's Worker before anything else is stored there. */
export async function measureLeadApi(
  { worker, notified }: LeadBench,
  submissions = 1000,
  concurrency = 20,
): Promise<LeadApiResult> {
  const latencies: number[] = [];
  const ids = Array.from({ length: submissions }, () => crypto.randomUUID());
  // Every tenth submission is sent a second time.
  const queue = [...ids, ...ids.filter((_, i) => i % 10 === 0)];
  let refused = 0;
  let serverErrors = 0;
  const errors: string[] = [];
  const post = (submissionId: string, i: number) =>
    worker.request(`/api/quote`, {
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
  const send = async (submissionId: string, i: number) => {
    const started = performance.now();
    let response = await post(submissionId, i);
    latencies.push(performance.now() - started);
    if (response.status >= 500) {
      serverErrors++;
      errors.push(`${response.status} ${(await response.text()).slice(0, 200)}`);
      await new Promise((wait) => setTimeout(wait, 1000));
      response = await post(submissionId, i);
    }
    if (response.status !== 201) {
      refused++;
      errors.push(`${response.status} ${(await response.text()).slice(0, 200)}`);
    }
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < queue.length) {
        const i = next++;
        await send(queue[i] ?? "", i);
      }
    }),
  );
  // Let the requests' own e-mails go out: one a request up to the Worker's hourly ceiling (the rest wait
  // for the hour's digest), or 10 s without the rest.
  const expected = Math.min(submissions, hourlyCeiling({}));
  for (const deadline = Date.now() + 10_000; notified() < expected && Date.now() < deadline;)
    await new Promise((wait) => setTimeout(wait, 50));
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
    refused,
    serverErrors,
    notified: notified(),
    errors: errors.length ? [...errors, ...worker.errorLines()] : [],
  };
}

export interface PhotoRequestResult {
  requests: number;
  /** Photos per request, and the size of each. */
  photos: number;
  photoBytes: number;
  p50Ms: number;
  p95Ms: number;
  /** Requests answered with anything but 201. */
  refused: number;
}

/**
 * Quote requests with photos, one at a time, as the form sends them: multipart
 * with the lead's JSON and `photos` JPEGs of about 400 KB (random pixels, which
 * JPEG cannot shrink). Measures the whole answer: the body read and checked,
 * the photos put in local R2, the lead and its photo rows written to D1.
 */
export async function measurePhotoRequests(
  { worker }: LeadBench,
  requests = 20,
  photos = 2,
): Promise<PhotoRequestResult> {
  const { default: sharp } = await import("sharp");
  const [width, height] = [900, 675];
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < pixels.length; i += 65536) crypto.getRandomValues(pixels.subarray(i, i + 65536));
  const jpeg = new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
  const latencies: number[] = [];
  let refused = 0;
  // One unmeasured request first, the first with photos (the load test's leads stay stored beside these).
  for (let i = -1; i < requests; i++) {
    const form = new FormData();
    form.append(
      multipartParts.lead,
      JSON.stringify({
        firstName: "Bench",
        lastName: `Visitor ${i}`,
        email: `bench${i}@example.com`,
        phone: "020 3946 0000",
        projectType: projectTypes[0],
        projectDetails: "A benchmark request with photos of the back of the house.",
        submissionId: crypto.randomUUID(),
      }),
    );
    for (let p = 0; p < photos; p++)
      form.append(multipartParts.photo, new Blob([jpeg], { type: "image/jpeg" }), `photo-${p + 1}.jpg`);
    const started = performance.now();
    const response = await worker.request(`/api/quote`, {
      method: "POST",
      headers: { Origin: worker.baseUrl },
      body: form,
    });
    await response.arrayBuffer();
    if (i < 0) continue;
    latencies.push(performance.now() - started);
    if (response.status !== 201) refused++;
  }
  return {
    requests,
    photos,
    photoBytes: jpeg.byteLength,
    p50Ms: Math.round(median(latencies)),
    p95Ms: Math.round(percentile(latencies, 95)),
    refused,
  };
}
