/**
 * Photos sent with a quote request, in workerd (D1 and R2 read in-process):
 * checked by their bytes, kept in R2 only for as long as their lead, shown to
 * the owner in the inbox, and swept when no lead points to them, by a
 * scheduled run whose clock the test sets.
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { business } from "../../../src/config/site";
import { honeypotField } from "../../../src/lib/honeypot";
import { photoLimits } from "../../../src/lib/photoLimits";
import { thumbnailKey, thumbnailWidth } from "../../../worker/photos/thumbnailKeys";
import inboxCopy from "../../../worker/inbox/copy.json";
import { leadBody, postLeadWithPhotos, type PhotoPart } from "../support/leads";
import { headerOnlyJpeg, jpegSize, noisePhoto } from "./support/photos";
import { alertLink, api, getObject, objectCount, query, scheduled, stubEmailJs } from "./support/worker";
import { referencePattern } from "../../../src/lib/leadReference";

const emailjs = stubEmailJs();
beforeEach(() => emailjs.reset());
/** The scheduled sweep leaves objects younger than this alone (wrangler.jsonc). */
const orphanMinAgeMs = Number(env.PHOTO_ORPHAN_MIN_AGE_SECONDS) * 1000;

const photos = [noisePhoto(400, 300), noisePhoto(300, 400)];

interface Answer {
  ok: boolean;
  reference?: string;
  photos?: number;
  errors?: Record<string, string>;
}
const send = async (body: unknown, parts: readonly PhotoPart[]) => {
  const response = await postLeadWithPhotos(api, body, parts);
  return { status: response.status, answer: await response.json<Answer>() };
};
const count = async (sql: string) => (await query<{ n: number }>(sql))[0]?.n ?? 0;
const stored = async () => ({
  leads: await count("SELECT count(*) AS n FROM leads"),
  rows: await count("SELECT count(*) AS n FROM lead_photos"),
  objects: await objectCount(),
});
const keysOf = async (reference: string) =>
  (
    await query<{ key: string }>(
      "SELECT key FROM lead_photos WHERE lead_id = (SELECT id FROM leads WHERE reference = ?) ORDER BY position",
      reference,
    )
  ).map((row) => row.key);
const inbox = (path = "", init: RequestInit = {}) => api.request(`/admin/leads${path}`, init);
const inboxPost = (path: string, form: Record<string, string>) =>
  inbox(path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: api.baseUrl },
    body: new URLSearchParams(form).toString(),
  });
const twoPhotos = () => photos.map((bytes) => ({ bytes }));
/** A real JPEG with zeros after its end, `size` bytes in all: a photo as big as the test needs. */
const padded = (bytes: Uint8Array | undefined, size: number): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(size);
  out.set(bytes ?? []);
  return out;
};
const same = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
  a !== undefined && b !== undefined && a.length === b.length && a.every((byte, i) => byte === b[i]);

describe("a quote request with photos", () => {
  const body = leadBody();
  let reference = "";

  it("is stored with both photos in R2, and answered with its reference and the count", async () => {
    const before = await stored();
    const { status, answer } = await send(body, twoPhotos());
    expect(status).toBe(201);
    expect(answer).toMatchObject({ ok: true, photos: 2 });
    reference = answer.reference ?? "";
    expect(reference).toMatch(referencePattern);
    // Two photos, each with the thumbnail made at upload.
    expect(await stored()).toEqual({ leads: before.leads + 1, rows: before.rows + 2, objects: before.objects + 4 });
    const keys = await keysOf(reference);
    expect(keys).toHaveLength(2);
    const kept: (Uint8Array | undefined)[] = [];
    for (const [i, key] of keys.entries()) {
      // Not guessable from the reference; the bytes are the photo made again (photoPipeline.test.ts), of the size sent.
      expect(key).not.toContain(reference);
      expect(key).toMatch(/^leads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/);
      kept.push(await getObject(key));
      expect(jpegSize(kept[i] ?? new Uint8Array())).toEqual(jpegSize(photos[i] ?? new Uint8Array()));
      expect(same(kept[i], photos[i])).toBe(false);
    }
    expect(
      await query(
        "SELECT position, bytes, content_type, width, height FROM lead_photos WHERE key IN (?, ?) ORDER BY position",
        ...keys,
      ),
    ).toEqual([
      { position: 1, bytes: kept[0]?.byteLength, content_type: "image/jpeg", width: 400, height: 300 },
      { position: 2, bytes: kept[1]?.byteLength, content_type: "image/jpeg", width: 300, height: 400 },
    ]);
  });

  it("tells the owner how many photos came, with a link to the lead in the inbox", async () => {
    // The request's own notification ran after its answer; it may have landed before this test's reset.
    const fresh = leadBody();
    const { answer } = await send(fresh, twoPhotos());
    const mine = () => emailjs.sentFor(answer.reference ?? "")[0];
    await vi.waitFor(() => expect(mine()).toBeDefined(), { timeout: 10_000 });
    const params = mine()?.body.template_params;
    expect(params).toMatchObject({
      reference: answer.reference,
      photos: "2",
    });
    expect(params?.["inbox_url"]).toMatch(alertLink(answer.reference ?? ""));
    expect(JSON.stringify(mine()?.body)).not.toContain((await keysOf(answer.reference ?? ""))[0]);
  });

  it("sent again with the same submission id answers the first reference and keeps no second copy", async () => {
    const before = await stored();
    const again = await send(body, twoPhotos());
    // With a new link to the request's page (each answer makes its own: requestPage.test.ts).
    const { requestPath, ...answer } = again.answer as Answer & { requestPath?: string };
    expect({ status: again.status, answer }).toEqual({ status: 201, answer: { ok: true, reference, photos: 2 } });
    expect(requestPath).toMatch(/^\/request\/[\w-]{22}$/);
    expect(await stored()).toEqual(before);
  });

  it("sent three times at once is one lead with two photos, and no stray objects", async () => {
    const before = await stored();
    const racing = leadBody();
    const answers = await Promise.all([
      send(racing, twoPhotos()),
      send(racing, twoPhotos()),
      send(racing, twoPhotos()),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.answer.reference)).size).toBe(1);
    expect(answers.map((a) => a.answer.photos)).toEqual([2, 2, 2]);
    // Two photos, each with the thumbnail made at upload.
    expect(await stored()).toEqual({ leads: before.leads + 1, rows: before.rows + 2, objects: before.objects + 4 });
  });

  it("is shown in the inbox as lazy thumbnails with their size, each linking to the photo's own bytes", async () => {
    const keys = await keysOf(reference);
    const page = await (await inbox(`/${reference}`)).text();
    const images = [...page.matchAll(/<a href="([^"]+)"\s*><img ([^>]+)>/g)];
    expect(images).toHaveLength(2);
    for (const [i, [, href, attributes]] of images.entries()) {
      // The thumbnail (made on first view; see "thumbnails in the inbox"), sized as it will come: never enlarged.
      expect(attributes).toContain(`src="${href}/thumbnail"`);
      expect(attributes).toContain('loading="lazy"');
      expect(attributes).toMatch(i === 0 ? /width="360" height="270"/ : /width="300" height="400"/);
      expect(attributes).toMatch(/alt="[^"]+"/);
      const response = await api.request(href ?? "");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-disposition")).toMatch(/^inline/);
      expect(same(new Uint8Array(await response.arrayBuffer()), await getObject(keys[i] ?? ""))).toBe(true);
    }
    const policy = (await inbox(`/${reference}`)).headers.get("content-security-policy") ?? "";
    expect(policy).toContain("img-src 'self'");
    expect((await api.request(`/admin/leads/${reference}/photos/3`)).status).toBe(404);
  });

  it("shows the photo count in the list, and lists the photos (not their bytes) in the JSON export", async () => {
    const list = await (await inbox(`?q=${reference}`)).text();
    expect(list).toContain(inboxCopy.photoCount.other.replace("{n}", "2"));
    const exported = await (
      await inbox(`/${reference}/export.json`)
    ).json<{
      reference: string;
      photos: Record<string, unknown>[];
    }>();
    expect(exported.reference).toBe(reference);
    const kept = await Promise.all((await keysOf(reference)).map(getObject));
    expect(exported.photos).toEqual([
      expect.objectContaining({ position: 1, bytes: kept[0]?.byteLength, contentType: "image/jpeg" }),
      expect.objectContaining({ position: 2, bytes: kept[1]?.byteLength, contentType: "image/jpeg" }),
    ]);
    expect(JSON.stringify(exported)).not.toContain("leads/");
  });

  it("takes PNG and WebP by their bytes, whatever the part's name and type say", async () => {
    const png = noisePhoto(64, 48, "png");
    const webp = noisePhoto(48, 64, "webp");
    const { status, answer } = await send(leadBody(), [
      { bytes: png, name: "a.jpg", type: "image/jpeg" },
      { bytes: webp, name: "b.txt", type: "text/plain" },
    ]);
    expect(status).toBe(201);
    expect(
      await query(
        "SELECT content_type, width, height FROM lead_photos WHERE lead_id = (SELECT id FROM leads WHERE reference = ?) ORDER BY position",
        answer.reference,
      ),
    ).toEqual([
      { content_type: "image/png", width: 64, height: 48 },
      { content_type: "image/webp", width: 48, height: 64 },
    ]);
    const served = await api.request(`/admin/leads/${answer.reference}/photos/2`);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });
});

describe("photos the API refuses, storing nothing", () => {
  let before: Awaited<ReturnType<typeof stored>>;
  beforeAll(async () => {
    before = await stored();
  });

  const refusals: [string, () => PhotoPart[] | Promise<PhotoPart[]>, number][] = [
    [
      "a text file sent as a .jpg with type image/jpeg",
      () => [
        { bytes: photos[0] ?? new Uint8Array() },
        {
          bytes: new Uint8Array(new TextEncoder().encode("Not a photo, just text.\n".repeat(40))),
          name: "site.jpg",
          type: "image/jpeg",
        },
      ],
      415,
    ],
    ["a GIF", () => [{ bytes: noisePhoto(32, 32, "gif"), name: "a.jpg" }], 415],
    ["a file that only starts like a JPEG", () => [{ bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]) }], 415],
    // Only a JPEG's header, declaring a size: the Images binding's info() reads no further.
    ["a header-only fake declaring 65535 × 65535", () => [{ bytes: headerOnlyJpeg(65535, 65535) }], 415],
    [
      "a header-only fake of a size the form sends, whose pixels do not decode",
      () => [{ bytes: headerOnlyJpeg(1024, 768) }],
      415,
    ],
    ["a real photo longer than the form's long side", () => [{ bytes: noisePhoto(2100, 60) }], 415],
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
    const asText = await api.request("/api/quote", {
      method: "POST",
      headers: { Origin: api.baseUrl },
      body: form,
    });
    expect(asText.status).toBe(400);
    const noLead = new FormData();
    noLead.append("photo", new Blob([photos[0] ?? new Uint8Array()], { type: "image/jpeg" }), "a.jpg");
    const missing = await api.request("/api/quote", {
      method: "POST",
      headers: { Origin: api.baseUrl },
      body: noLead,
    });
    expect(missing.status).toBe(400);
  });

  it("refuses a request with photos from another site", async () => {
    const form = new FormData();
    form.append("lead", JSON.stringify(leadBody()));
    form.append("photo", new Blob([photos[0] ?? new Uint8Array()], { type: "image/jpeg" }), "a.jpg");
    const response = await api.request("/api/quote", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: form,
    });
    expect(response.status).toBe(403);
  });

  it("stored no lead, no photo row and no object for any of them", async () => {
    expect(await stored()).toEqual(before);
  });
});

describe("deleting photos with their lead", () => {
  const sendTwo = async (fields: Record<string, unknown> = {}) => {
    const { answer } = await send(leadBody(fields), twoPhotos());
    const reference = answer.reference ?? "";
    const keys = await keysOf(reference);
    expect(keys).toHaveLength(2);
    return { reference, keys };
  };
  const gone = async (keys: readonly string[]) =>
    (await Promise.all(keys.map(async (key) => (await getObject(key)) === undefined))).every(Boolean);

  it("keeps none from a request caught in the spam trap, though its answer looks the same", async () => {
    const before = await stored();
    const { status, answer } = await send({ ...leadBody(), [honeypotField]: "https://spam.example" }, twoPhotos());
    expect(status).toBe(201);
    expect(answer).toMatchObject({ ok: true, photos: 2 });
    expect(await stored()).toEqual({ ...before, leads: before.leads + 1 });
  });

  it("deletes them at once when the owner marks the lead as spam", async () => {
    const { reference, keys } = await sendTwo();
    expect((await inboxPost(`/${reference}`, { status: "spam", note: "" })).status).toBe(303);
    expect(await keysOf(reference)).toEqual([]);
    expect(await gone(keys)).toBe(true);
    expect((await api.request(`/admin/leads/${reference}/photos/1`)).status).toBe(404);
    expect(await (await inbox(`/${reference}`)).text()).not.toContain("<img");
  });

  it("keeps them when the lead is marked anything but spam", async () => {
    const { reference, keys } = await sendTwo();
    expect((await inboxPost(`/${reference}`, { status: "contacted", note: "Called" })).status).toBe(303);
    expect(await keysOf(reference)).toEqual(keys);
    expect(await gone(keys)).toBe(false);
  });

  it("deletes them when the lead is erased", async () => {
    const { reference, keys } = await sendTwo();
    expect((await inboxPost(`/${reference}/erase`, { confirm: "yes" })).status).toBe(200);
    expect(await query("SELECT id FROM leads WHERE reference = ?", reference)).toEqual([]);
    expect(await gone(keys)).toBe(true);
  });

  it("deletes them with a lead past the retention period, on the scheduled run", async () => {
    const expired = await sendTwo();
    const kept = await sendTwo();
    const past = new Date();
    past.setUTCMonth(past.getUTCMonth() - business.enquiryRetention.months - 1);
    await query(
      "UPDATE leads SET status = 'lost', updated_at = ? WHERE reference = ?",
      past.toISOString(),
      expired.reference,
    );
    await scheduled();
    expect(await query("SELECT id FROM leads WHERE reference = ?", expired.reference)).toEqual([]);
    expect(await gone(expired.keys)).toBe(true);
    expect(await keysOf(kept.reference)).toEqual(kept.keys);
    expect(await gone(kept.keys)).toBe(false);
  });

  it("sweeps an object no lead points to once it is old enough, and leaves leads' photos alone", async () => {
    const { keys } = await sendTwo();
    const orphan = `leads/${crypto.randomUUID()}/${crypto.randomUUID()}.jpg`;
    const put = (key: string) => env.PHOTOS.put(key, photos[0] ?? new Uint8Array());
    await put(orphan);
    // Thumbnails belong to their photo: one of a lead's photo stays, one of the orphan goes.
    await put(thumbnailKey(orphan));
    await put(thumbnailKey(keys[0] ?? ""));
    // A young object may be an upload whose lead is being stored: the sweep waits.
    await scheduled();
    expect(await getObject(orphan)).toBeDefined();
    expect(await getObject(thumbnailKey(orphan))).toBeDefined();
    // The run's clock is its scheduled time: the same objects, once old enough.
    await scheduled(Date.now() + orphanMinAgeMs + 1000);
    expect(await getObject(orphan)).toBeUndefined();
    expect(await getObject(thumbnailKey(orphan))).toBeUndefined();
    expect(await getObject(thumbnailKey(keys[0] ?? ""))).toBeDefined();
    expect(await gone(keys)).toBe(false);
    // Every object left belongs to a row: the photos and their thumbnails.
    expect(await objectCount()).toBe((await count("SELECT count(*) AS n FROM lead_photos")) * 2);
  });

  it("sweeps the photos of a lead deleted behind the Worker's back", async () => {
    const { reference, keys } = await sendTwo();
    await query("DELETE FROM leads WHERE reference = ?", reference);
    await scheduled(Date.now() + orphanMinAgeMs + 1000);
    expect(await query("SELECT key FROM lead_photos WHERE key IN (?, ?)", ...keys)).toEqual([]);
    expect(await gone(keys)).toBe(true);
  });
});

describe("thumbnails in the inbox", () => {
  it("are made at upload, kept beside the photo, shown in the inbox, and deleted with it", async () => {
    const large = noisePhoto(1600, 1200);
    const { answer } = await send(leadBody(), [{ bytes: large }]);
    const reference = answer.reference ?? "";
    const [key = ""] = await keysOf(reference);
    // Made when the photo came, before anyone opened the lead.
    const made = await getObject(thumbnailKey(key));
    expect(made && jpegSize(made)).toEqual({
      width: thumbnailWidth,
      height: Math.round((1200 * thumbnailWidth) / 1600),
    });
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
    const thumbnail = new Uint8Array(await first.arrayBuffer());
    expect(jpegSize(thumbnail)).toEqual({ width: thumbnailWidth, height });
    expect(thumbnail.byteLength).toBeLessThan(large.byteLength / 10);
    // Kept in R2, and sent from there the next time.
    expect(same(await getObject(thumbnailKey(key)), thumbnail)).toBe(true);
    const again = new Uint8Array(await (await inbox(`/${reference}/photos/1/thumbnail`)).arrayBuffer());
    expect(same(again, thumbnail)).toBe(true);

    expect((await inboxPost(`/${reference}/erase`, { confirm: "yes" })).status).toBe(200);
    expect(await getObject(key)).toBeUndefined();
    expect(await getObject(thumbnailKey(key))).toBeUndefined();
    expect((await inbox(`/${reference}/photos/1/thumbnail`)).status).toBe(404);
  });
});
