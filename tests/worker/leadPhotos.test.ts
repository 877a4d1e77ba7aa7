/**
 * Photos sent with a quote request, in the real runtime (workerd through
 * `wrangler dev`, D1 and R2 as local files): checked by their bytes, kept in
 * R2 only for as long as their lead, shown to the owner in the inbox, and
 * swept when no lead points to them.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freePort, startLocalWorker, type LocalWorker } from "../../scripts/lib/localWorker";
import { business, site } from "../../src/config/site";
import { honeypotField } from "../../src/lib/leadRequest";
import { photoLimits } from "../../src/lib/photoLimits";
import { thumbnailKey, thumbnailWidth } from "../../worker/lib/thumbnailKeys";
import inboxCopy from "../../worker/inbox/copy.json";
import { EmailJsStub } from "../e2e/support/emailjsStub";
import { testConfig } from "../e2e/support/testConfig";
import { leadBody, postLeadWithPhotos, type PhotoPart } from "./support/leads";
import { noisePhoto, photoBucket } from "./support/noisePhotos";

const stub = new EmailJsStub();
let worker: LocalWorker;
let state = "";
/** The scheduled sweep leaves objects younger than this alone. */
const orphanMinAgeSeconds = 5;

beforeAll(async () => {
  const stubPort = await freePort();
  await stub.start(stubPort);
  state = mkdtempSync(join(tmpdir(), "lead-photos-"));
  worker = await startLocalWorker({
    assets: testConfig.workerOutDir,
    persistTo: state,
    vars: {
      INBOX_LOCAL: "loopback",
      EMAILJS_API_ORIGIN: `http://127.0.0.1:${stubPort}`,
      RATE_LIMIT_MAX: "0",
      NOTIFY_BACKOFF_SECONDS: "0",
      PHOTO_ORPHAN_MIN_AGE_SECONDS: String(orphanMinAgeSeconds),
    },
  });
}, 120_000);
afterAll(async () => {
  await worker.close();
  await stub.stop();
  rmSync(state, { recursive: true, force: true });
});
beforeEach(() => stub.reset());

let photos: Uint8Array<ArrayBuffer>[] = [];
beforeAll(async () => {
  photos = [await noisePhoto(400, 300), await noisePhoto(300, 400)];
});

interface Answer {
  ok: boolean;
  reference?: string;
  photos?: number;
  errors?: Record<string, string>;
}
const send = async (body: unknown, parts: readonly PhotoPart[]) => {
  const response = await postLeadWithPhotos(worker, body, parts);
  return { status: response.status, answer: (await response.json()) as Answer };
};
const count = (sql: string) => worker.query<{ n: number }>(sql)[0]?.n ?? 0;
const stored = () => ({
  leads: count("SELECT count(*) AS n FROM leads"),
  rows: count("SELECT count(*) AS n FROM lead_photos"),
  objects: worker.objectCount(photoBucket),
});
const keysOf = (reference: string) =>
  worker
    .query<{ key: string }>(
      `SELECT key FROM lead_photos WHERE lead_id = (SELECT id FROM leads WHERE reference = '${reference}') ORDER BY position`,
    )
    .map((row) => row.key);
const inbox = (path = "", init: RequestInit = {}) => worker.request(`/admin/leads${path}`, init);
const inboxPost = (path: string, form: Record<string, string>) =>
  inbox(path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: worker.baseUrl },
    body: new URLSearchParams(form).toString(),
  });
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error("Timed out waiting");
    await new Promise((wait) => setTimeout(wait, 100));
  }
}
const twoPhotos = () => photos.map((bytes) => ({ bytes }));
/** A real JPEG with zeros after its end, `size` bytes in all: a photo as big as the test needs. */
const padded = (bytes: Uint8Array | undefined, size: number) => {
  const out = new Uint8Array(size);
  out.set(bytes ?? []);
  return out;
};

describe("a quote request with photos", () => {
  const body = leadBody();
  let reference = "";

  it("is stored with both photos in R2, and answered with its reference and the count", async () => {
    const before = stored();
    const { status, answer } = await send(body, twoPhotos());
    expect(status).toBe(201);
    expect(answer).toMatchObject({ ok: true, photos: 2 });
    reference = answer.reference ?? "";
    expect(reference).toMatch(/^Q-\d{4,}$/);
    expect(stored()).toEqual({ leads: before.leads + 1, rows: before.rows + 2, objects: before.objects + 2 });
    const keys = keysOf(reference);
    expect(keys).toHaveLength(2);
    for (const [i, key] of keys.entries()) {
      // Not guessable from the reference, and the bytes are the ones sent.
      expect(key).not.toContain(reference);
      expect(key).toMatch(/^leads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/);
      expect(worker.getObject(photoBucket, key)?.equals(photos[i] ?? new Uint8Array())).toBe(true);
    }
    expect(
      worker.query(
        `SELECT position, bytes, content_type, width, height FROM lead_photos WHERE key IN ('${keys.join("','")}') ORDER BY position`,
      ),
    ).toEqual([
      { position: 1, bytes: photos[0]?.byteLength, content_type: "image/jpeg", width: 400, height: 300 },
      { position: 2, bytes: photos[1]?.byteLength, content_type: "image/jpeg", width: 300, height: 400 },
    ]);
  });

  it("tells the owner how many photos came, with a link to the lead in the inbox", async () => {
    // The request's own notification ran after its answer; it may have landed before this test's reset.
    const fresh = leadBody();
    const { answer } = await send(fresh, twoPhotos());
    const mine = () =>
      stub.sent.find(
        (sent) => (sent.body["template_params"] as Record<string, string>)["reference"] === answer.reference,
      );
    await until(() => mine() !== undefined);
    const params = mine()?.body["template_params"] as Record<string, string>;
    expect(params).toMatchObject({
      reference: answer.reference,
      photos: "2",
      inbox_url: new URL(`/admin/leads/${answer.reference}`, site.url).href,
    });
    expect(JSON.stringify(mine()?.body)).not.toContain(keysOf(answer.reference ?? "")[0]);
  });

  it("sent again with the same submission id answers the first reference and keeps no second copy", async () => {
    const before = stored();
    const again = await send(body, twoPhotos());
    expect(again).toEqual({ status: 201, answer: { ok: true, reference, photos: 2 } });
    expect(stored()).toEqual(before);
  });

  it("sent three times at once is one lead with two photos, and no stray objects", async () => {
    const before = stored();
    const racing = leadBody();
    const answers = await Promise.all([
      send(racing, twoPhotos()),
      send(racing, twoPhotos()),
      send(racing, twoPhotos()),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.answer.reference)).size).toBe(1);
    expect(answers.map((a) => a.answer.photos)).toEqual([2, 2, 2]);
    expect(stored()).toEqual({ leads: before.leads + 1, rows: before.rows + 2, objects: before.objects + 2 });
  });

  it("is shown in the inbox as lazy thumbnails with their size, each linking to the photo's own bytes", async () => {
    const page = await (await inbox(`/${reference}`)).text();
    const images = [...page.matchAll(/<a href="([^"]+)"\s*><img ([^>]+)>/g)];
    expect(images).toHaveLength(2);
    for (const [i, [, href, attributes]] of images.entries()) {
      // The thumbnail (made on first view; see "thumbnails in the inbox"), sized as it will come: never enlarged.
      expect(attributes).toContain(`src="${href}/thumbnail"`);
      expect(attributes).toContain('loading="lazy"');
      expect(attributes).toMatch(i === 0 ? /width="360" height="270"/ : /width="300" height="400"/);
      expect(attributes).toMatch(/alt="[^"]+"/);
      const response = await worker.request(href ?? "");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-disposition")).toMatch(/^inline/);
      expect(Buffer.from(await response.arrayBuffer()).equals(photos[i] ?? new Uint8Array())).toBe(true);
    }
    const policy = (await inbox(`/${reference}`)).headers.get("content-security-policy") ?? "";
    expect(policy).toContain("img-src 'self'");
    expect((await worker.request(`/admin/leads/${reference}/photos/3`)).status).toBe(404);
  });

  it("shows the photo count in the list, and lists the photos (not their bytes) in the JSON export", async () => {
    const list = await (await inbox(`?q=${reference}`)).text();
    expect(list).toContain(inboxCopy.photoCount.other.replace("{n}", "2"));
    const exported = (await (await inbox(`/${reference}/export.json`)).json()) as {
      reference: string;
      photos: Record<string, unknown>[];
    };
    expect(exported.reference).toBe(reference);
    expect(exported.photos).toEqual([
      expect.objectContaining({ position: 1, bytes: photos[0]?.byteLength, contentType: "image/jpeg" }),
      expect.objectContaining({ position: 2, bytes: photos[1]?.byteLength, contentType: "image/jpeg" }),
    ]);
    expect(JSON.stringify(exported)).not.toContain("leads/");
  });

  it("takes PNG and WebP by their bytes, whatever the part's name and type say", async () => {
    const png = await noisePhoto(64, 48, "png");
    const webp = await noisePhoto(48, 64, "webp");
    const { status, answer } = await send(leadBody(), [
      { bytes: png, name: "a.jpg", type: "image/jpeg" },
      { bytes: webp, name: "b.txt", type: "text/plain" },
    ]);
    expect(status).toBe(201);
    expect(
      worker.query(
        `SELECT content_type, width, height FROM lead_photos WHERE lead_id = (SELECT id FROM leads WHERE reference = '${answer.reference}') ORDER BY position`,
      ),
    ).toEqual([
      { content_type: "image/png", width: 64, height: 48 },
      { content_type: "image/webp", width: 48, height: 64 },
    ]);
    const served = await worker.request(`/admin/leads/${answer.reference}/photos/2`);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });
});

describe("photos the API refuses, storing nothing", () => {
  let before: ReturnType<typeof stored>;
  beforeAll(() => {
    before = stored();
  });

  const refusals: [string, () => PhotoPart[] | Promise<PhotoPart[]>, number][] = [
    [
      "a text file sent as a .jpg with type image/jpeg",
      () => [
        { bytes: photos[0] ?? new Uint8Array() },
        {
          bytes: new TextEncoder().encode("Not a photo, just text.\n".repeat(40)),
          name: "site.jpg",
          type: "image/jpeg",
        },
      ],
      415,
    ],
    ["a GIF", async () => [{ bytes: await noisePhoto(32, 32, "gif"), name: "a.jpg" }], 415],
    ["a file that only starts like a JPEG", () => [{ bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]) }], 415],
    [
      `${photoLimits.count + 1} photos`,
      () => Array.from({ length: photoLimits.count + 1 }, () => ({ bytes: photos[0] ?? new Uint8Array() })),
      413,
    ],
    [
      "one photo over the size limit",
      () => [{ bytes: photos[0] ?? new Uint8Array() }, { bytes: padded(photos[1], photoLimits.fileBytes + 1) }],
      413,
    ],
    [
      "photos over the total limit, each within its own",
      () => {
        const big = padded(photos[0], photoLimits.fileBytes);
        const n = Math.floor(photoLimits.totalBytes / photoLimits.fileBytes) + 1;
        expect(n).toBeLessThanOrEqual(photoLimits.count);
        return Array.from({ length: n }, () => ({ bytes: big }));
      },
      413,
    ],
  ];

  it.each(refusals)("refuses %s with a message", async (_name, parts, status) => {
    const { status: answered, answer } = await send(leadBody(), await parts());
    expect(answered).toBe(status);
    expect(answer.ok).toBe(false);
    expect(answer.errors?.["form"]).toMatch(/\w{3,}/);
  });

  it("refuses a photo sent as text, and a request with no lead part", async () => {
    const form = new FormData();
    form.append("lead", JSON.stringify(leadBody()));
    form.append("photo", "not a file");
    const asText = await worker.request("/api/quote", {
      method: "POST",
      headers: { Origin: worker.baseUrl },
      body: form,
    });
    expect(asText.status).toBe(400);
    const noLead = new FormData();
    noLead.append("photo", new Blob([photos[0] ?? new Uint8Array()], { type: "image/jpeg" }), "a.jpg");
    const missing = await worker.request("/api/quote", {
      method: "POST",
      headers: { Origin: worker.baseUrl },
      body: noLead,
    });
    expect(missing.status).toBe(400);
  });

  it("refuses a request with photos from another site", async () => {
    const form = new FormData();
    form.append("lead", JSON.stringify(leadBody()));
    form.append("photo", new Blob([photos[0] ?? new Uint8Array()], { type: "image/jpeg" }), "a.jpg");
    const response = await worker.request("/api/quote", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: form,
    });
    expect(response.status).toBe(403);
  });

  it("stored no lead, no photo row and no object for any of them", () => {
    expect(stored()).toEqual(before);
  });
});

describe("deleting photos with their lead", () => {
  const sendTwo = async (fields: Record<string, unknown> = {}) => {
    const { answer } = await send(leadBody(fields), twoPhotos());
    const reference = answer.reference ?? "";
    const keys = keysOf(reference);
    expect(keys).toHaveLength(2);
    return { reference, keys };
  };
  const gone = (keys: readonly string[]) => keys.every((key) => worker.getObject(photoBucket, key) === undefined);

  it("keeps none from a request caught in the spam trap, though its answer looks the same", async () => {
    const before = stored();
    const { status, answer } = await send({ ...leadBody(), [honeypotField]: "https://spam.example" }, twoPhotos());
    expect(status).toBe(201);
    expect(answer).toMatchObject({ ok: true, photos: 2 });
    expect(stored()).toEqual({ ...before, leads: before.leads + 1 });
  });

  it("deletes them at once when the owner marks the lead as spam", async () => {
    const { reference, keys } = await sendTwo();
    expect((await inboxPost(`/${reference}`, { status: "spam", note: "" })).status).toBe(303);
    expect(keysOf(reference)).toEqual([]);
    expect(gone(keys)).toBe(true);
    expect((await worker.request(`/admin/leads/${reference}/photos/1`)).status).toBe(404);
    expect(await (await inbox(`/${reference}`)).text()).not.toContain("<img");
  });

  it("keeps them when the lead is marked anything but spam", async () => {
    const { reference, keys } = await sendTwo();
    expect((await inboxPost(`/${reference}`, { status: "contacted", note: "Called" })).status).toBe(303);
    expect(keysOf(reference)).toEqual(keys);
    expect(gone(keys)).toBe(false);
  });

  it("deletes them when the lead is erased", async () => {
    const { reference, keys } = await sendTwo();
    expect((await inboxPost(`/${reference}/erase`, { confirm: "yes" })).status).toBe(200);
    expect(worker.query(`SELECT id FROM leads WHERE reference = '${reference}'`)).toEqual([]);
    expect(gone(keys)).toBe(true);
  });

  it("deletes them with a lead past the retention period, on the scheduled run", async () => {
    const expired = await sendTwo();
    const kept = await sendTwo();
    const past = new Date();
    past.setUTCMonth(past.getUTCMonth() - business.enquiryRetention.months - 1);
    worker.query(
      `UPDATE leads SET status = 'lost', updated_at = '${past.toISOString()}' WHERE reference = '${expired.reference}'`,
    );
    await worker.scheduled();
    expect(worker.query(`SELECT id FROM leads WHERE reference = '${expired.reference}'`)).toEqual([]);
    expect(gone(expired.keys)).toBe(true);
    expect(keysOf(kept.reference)).toEqual(kept.keys);
    expect(gone(kept.keys)).toBe(false);
  });

  it("sweeps an object no lead points to once it is old enough, and leaves leads' photos alone", async () => {
    const file = join(state, "orphan.jpg");
    writeFileSync(file, photos[0] ?? new Uint8Array());
    const { keys } = await sendTwo();
    const orphan = `leads/${crypto.randomUUID()}/${crypto.randomUUID()}.jpg`;
    worker.putObject(photoBucket, orphan, file);
    // Thumbnails belong to their photo: one of a lead's photo stays, one of the orphan goes.
    worker.putObject(photoBucket, thumbnailKey(orphan), file);
    worker.putObject(photoBucket, thumbnailKey(keys[0] ?? ""), file);
    // A young object may be an upload whose lead is being stored: the sweep waits.
    await worker.scheduled();
    expect(worker.getObject(photoBucket, orphan)).toBeDefined();
    await new Promise((wait) => setTimeout(wait, (orphanMinAgeSeconds + 0.5) * 1000));
    await worker.scheduled();
    expect(worker.getObject(photoBucket, orphan)).toBeUndefined();
    expect(worker.getObject(photoBucket, thumbnailKey(orphan))).toBeUndefined();
    expect(worker.getObject(photoBucket, thumbnailKey(keys[0] ?? ""))).toBeDefined();
    expect(gone(keys)).toBe(false);
    // Every object left belongs to a row: the photos, and the one thumbnail.
    expect(worker.objectCount(photoBucket)).toBe(count("SELECT count(*) AS n FROM lead_photos") + 1);
  });

  it("sweeps the photos of a lead deleted behind the Worker's back", async () => {
    const { reference, keys } = await sendTwo();
    worker.query(`DELETE FROM leads WHERE reference = '${reference}'`);
    await new Promise((wait) => setTimeout(wait, (orphanMinAgeSeconds + 0.5) * 1000));
    await worker.scheduled();
    expect(worker.query(`SELECT key FROM lead_photos WHERE key IN ('${keys.join("','")}')`)).toEqual([]);
    expect(gone(keys)).toBe(true);
  });
});

describe("thumbnails in the inbox", () => {
  it("are made the first time the lead is shown, kept beside the photo, and deleted with it", async () => {
    const large = await noisePhoto(1600, 1200);
    const { answer } = await send(leadBody(), [{ bytes: large }]);
    const reference = answer.reference ?? "";
    const [key = ""] = keysOf(reference);
    const height = Math.round((1200 * thumbnailWidth) / 1600);

    const page = await (await inbox(`/${reference}`)).text();
    expect(page).toContain(
      `src="/admin/leads/${reference}/photos/1/thumbnail" width="${thumbnailWidth}" height="${height}"`,
    );
    expect(page).toContain(`href="/admin/leads/${reference}/photos/1"`);

    const first = await inbox(`/${reference}/photos/1/thumbnail`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const thumbnail = Buffer.from(await first.arrayBuffer());
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: "jpeg", width: thumbnailWidth, height });
    expect(thumbnail.byteLength).toBeLessThan(large.byteLength / 10);
    // Kept in R2, and sent from there the next time.
    expect(worker.getObject(photoBucket, thumbnailKey(key))?.equals(thumbnail)).toBe(true);
    const again = Buffer.from(await (await inbox(`/${reference}/photos/1/thumbnail`)).arrayBuffer());
    expect(again.equals(thumbnail)).toBe(true);

    expect((await inboxPost(`/${reference}/erase`, { confirm: "yes" })).status).toBe(200);
    expect(worker.getObject(photoBucket, key)).toBeUndefined();
    expect(worker.getObject(photoBucket, thumbnailKey(key))).toBeUndefined();
    expect((await inbox(`/${reference}/photos/1/thumbnail`)).status).toBe(404);
  });
});
