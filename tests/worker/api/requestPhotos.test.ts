/**
 * Photos a homeowner adds from their request's page, in workerd (D1 and R2 read in-process): checked
 * by their bytes and by the Images binding as the quote API's are, private in R2, within the lead's
 * room (the same 8 photos and 25 MB as a request) and 10 additions an hour; each addition shows in the
 * lead's history and its photos on the lead's page; whatever is refused stores nothing. The page offers
 * the form only to its script, and says so. The alert: requestAlerts.test.ts.
 */
import { describe, expect, it } from "vitest";
import { site } from "../../../src/config/site";
import { photoLimits } from "../../../src/lib/photoLimits";
import { requestPhotosScript } from "../../../src/lib/requestLink";
import requestCopy from "../../../worker/request/copy.json";
import inboxCopy from "../../../worker/inbox/copy.json";
import { photoMessages } from "../../../worker/photos/request";
import { photoAdditionsPerHour } from "../../../worker/request/photos";
import { leadBody, postLead, postLeadWithPhotos, type PhotoPart, postRequestPhotos } from "../support/leads";
import { telLinks, withCallWords, words } from "../support/pageWords";
import { headerOnlyJpeg, jpegSize, noisePhoto } from "./support/photos";
import { env } from "cloudflare:workers";
import { api, getObject, objectCount, query, stubEmailJs, withVars } from "./support/worker";

stubEmailJs();

const photo = (width = 400, height = 300): PhotoPart => ({ bytes: noisePhoto(width, height) });

async function newRequest(photos: readonly PhotoPart[] = []) {
  const body = leadBody({ email: "sam.photos@example.com" });
  const response = photos.length ? await postLeadWithPhotos(api, body, photos) : await postLead(api, body);
  expect(response.status).toBe(201);
  return response.json<{ reference: string; requestPath: string }>();
}

const rowsOf = (reference: string) =>
  query<{ key: string; position: number; bytes: number }>(
    "SELECT key, position, bytes FROM lead_photos WHERE lead_id = (SELECT id FROM leads WHERE reference = ?) ORDER BY position",
    reference,
  );
const additionsOf = async (reference: string) =>
  (
    await query<{ n: number }>(
      "SELECT count(*) AS n FROM request_events WHERE kind = 'photos' AND lead_id = (SELECT id FROM leads WHERE reference = ?)",
      reference,
    )
  )[0]?.n ?? 0;
/** What a refusal must leave as it was: the lead's photo rows, its additions and every R2 object. */
const storedFor = async (reference: string) => ({
  rows: (await rowsOf(reference)).length,
  additions: await additionsOf(reference),
  objects: await objectCount(),
});

describe("adding photos from the request's page", () => {
  it("stores them after the request's own, private in R2, and shows them and the addition to the owner", async () => {
    const { reference, requestPath } = await newRequest([photo()]);
    const sent = [photo(300, 400), photo(120, 90)];
    const added = await postRequestPhotos(api, requestPath, sent);
    expect(added.status).toBe(303);
    // The page lands on the thank-you, which the fragment names.
    expect(added.headers.get("Location")).toBe(`${requestPath}?photos=1#photos-sent`);

    const rows = await rowsOf(reference);
    expect(rows.map((row) => row.position)).toEqual([1, 2, 3]);
    // The bytes kept are the photos made again, of the size sent (photoPipeline.test.ts), under keys that do
    // not name the lead; each row counts the bytes kept.
    for (const row of rows) expect(row.key).not.toContain(reference);
    const kept = await Promise.all(rows.map((row) => getObject(row.key)));
    expect(rows.map((row) => row.bytes)).toEqual(kept.map((bytes) => bytes?.byteLength));
    expect(kept.slice(1).map((bytes) => jpegSize(bytes ?? new Uint8Array()))).toEqual(
      sent.map((p) => jpegSize(p.bytes)),
    );
    expect(kept[2]).not.toEqual(sent[1]?.bytes);

    const page = words(await (await api.request(`${requestPath}?photos=1`)).text());
    expect(page).toContain(requestCopy.photosSent);
    expect(page).toContain(requestCopy.photosCount.replace("{n}", "3").replace("{max}", String(photoLimits.count)));

    const lead = await (await api.request(`/admin/leads/${reference}`)).text();
    expect(words(lead)).toContain(inboxCopy.homeowner.photos);
    for (const position of [1, 2, 3]) expect(lead).toContain(`/admin/leads/${reference}/photos/${position}"`);
    const served = await api.request(`/admin/leads/${reference}/photos/3`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(kept[2]);
  });

  it("refuses by the bytes, not the name: a text file called .jpg, and a JPEG header with no picture", async () => {
    const { reference, requestPath } = await newRequest();
    const before = await storedFor(reference);
    const text = { bytes: new Uint8Array(new TextEncoder().encode("not a photo at all")), name: "roof.jpg" };
    const notAPhoto = await postRequestPhotos(api, requestPath, [photo(), text]);
    expect(notAPhoto.status).toBe(415);
    expect(words(await notAPhoto.text())).toContain(photoMessages.notAPhoto(2));

    const emptyJpeg = await postRequestPhotos(api, requestPath, [{ bytes: headerOnlyJpeg(64, 48) }]);
    expect(emptyJpeg.status).toBe(415);
    // Longer than the browser ever sends.
    const tooLong = await postRequestPhotos(api, requestPath, [photo(2100, 60)]);
    expect(tooLong.status).toBe(415);
    expect(await storedFor(reference)).toEqual(before);
  });

  it("keeps to the lead's room: the photos sent with the request count, and a full request offers no form", async () => {
    const { reference, requestPath } = await newRequest(Array.from({ length: photoLimits.count - 2 }, () => photo()));
    const before = await storedFor(reference);
    const three = await postRequestPhotos(api, requestPath, [photo(), photo(), photo()]);
    expect(three.status).toBe(413);
    const refusal = await three.text();
    expect(words(refusal)).toContain(photoMessages.roomLeft(2));
    expect(refusal).toMatch(/id="photo-pick"[^>]*aria-invalid="true"/);
    expect(await storedFor(reference)).toEqual(before);

    expect((await postRequestPhotos(api, requestPath, [photo(), photo()])).status).toBe(303);
    const full = await (await api.request(requestPath)).text();
    expect(words(full)).toContain(withCallWords(requestCopy.photosFull, requestCopy.callShort));
    expect(telLinks(full)).toContainEqual({ href: `tel:${site.phone.e164}`, words: requestCopy.callShort });
    expect(full).not.toContain(site.phone.display);
    expect(full).not.toContain("data-request-photos");
    expect((await postRequestPhotos(api, requestPath, [photo()])).status).toBe(413);
    expect((await rowsOf(reference)).length).toBe(photoLimits.count);
  });

  it(`allows ${photoAdditionsPerHour} additions an hour; the next is refused with the phone as a tel: link, and stores nothing`, async () => {
    const { reference, requestPath } = await newRequest();
    // The hour's earlier additions, as rows (each holds no photo, so the lead's room stays free).
    const hourAgo = Date.now() - 3_600_000;
    for (let i = 0; i < photoAdditionsPerHour; i++) {
      await query(
        "INSERT INTO request_events (lead_id, kind, created_at) SELECT id, 'photos', ? FROM leads WHERE reference = ?",
        new Date(hourAgo + 60_000 * (i + 1)).toISOString(),
        reference,
      );
    }
    const before = await storedFor(reference);
    const refused = await postRequestPhotos(api, requestPath, [photo()]);
    expect(refused.status).toBe(429);
    const refusal = await refused.text();
    expect(words(refusal)).toContain(withCallWords(requestCopy.photosLimit, requestCopy.callShort));
    expect(telLinks(refusal)).toContainEqual({ href: `tel:${site.phone.e164}`, words: requestCopy.callShort });
    expect(await storedFor(reference)).toEqual(before);

    // An hour after the first of them, one place is free again.
    await query(
      "UPDATE request_events SET created_at = ? WHERE id = (SELECT min(id) FROM request_events WHERE kind = 'photos' AND lead_id = (SELECT id FROM leads WHERE reference = ?))",
      new Date(hourAgo - 1000).toISOString(),
      reference,
    );
    expect((await postRequestPhotos(api, requestPath, [photo()])).status).toBe(303);
  });

  it("refuses an empty form, another site's post, a withdrawn request and an unknown link", async () => {
    const { reference, requestPath } = await newRequest();
    const before = await storedFor(reference);
    const empty = await postRequestPhotos(api, requestPath, []);
    expect(empty.status).toBe(400);
    expect(words(await empty.text())).toContain(requestCopy.photosChooseFirst);
    expect((await postRequestPhotos(api, requestPath, [photo()], { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await postRequestPhotos(api, "/request/AAAAAAAAAAAAAAAAAAAAAA", [photo()])).status).toBe(404);
    await query("UPDATE leads SET withdrawn_at = ? WHERE reference = ?", new Date().toISOString(), reference);
    expect((await postRequestPhotos(api, requestPath, [photo()])).status).toBe(404);
    expect(await storedFor(reference)).toEqual(before);
  });

  it("answers as for a request gone when the request is erased while its photos are checked, keeping nothing", async () => {
    const { reference, requestPath } = await newRequest();
    const objects = await objectCount();
    // The Images binding as it runs (the two methods the check uses), except that the homeowner's
    // "Delete my details now" lands during the check.
    const erasing = {
      info: async (stream: ReadableStream<Uint8Array>) => {
        await query("DELETE FROM leads WHERE reference = ?", reference);
        return env.IMAGES.info(stream);
      },
      input: (stream: ReadableStream<Uint8Array>) => env.IMAGES.input(stream),
    } as Pick<ImagesBinding, "info" | "input"> as ImagesBinding;
    const response = await postRequestPhotos(withVars({ IMAGES: erasing }), requestPath, [photo()]);
    expect(response.status).toBe(404);
    expect(words(await response.text())).toContain(requestCopy.notFound);
    expect(await objectCount()).toBe(objects);
  });

  it("refuses a body over the request's photo limit before reading it", async () => {
    const { reference, requestPath } = await newRequest();
    const before = await storedFor(reference);
    const big = { bytes: new Uint8Array(photoLimits.totalBytes + 128 * 1024) };
    const response = await postRequestPhotos(api, requestPath, [big]);
    expect(response.status).toBe(413);
    expect(words(await response.text())).toContain(photoMessages.tooLarge);
    expect(await storedFor(reference)).toEqual(before);
  });
});

describe("the page's photo form", () => {
  it("is hidden until its script shows it, the page says photos need script, and the policy allows that script", async () => {
    const { requestPath } = await newRequest();
    const response = await api.request(requestPath);
    const page = await response.text();
    expect(page).toMatch(/<form[^>]*action="[^"]+\/photos"[^>]*hidden|<form[^>]*hidden[^>]*action="[^"]+\/photos"/);
    expect(words(page)).toContain(requestCopy.photosNeedScript);
    expect(page).toContain(`<script src="${requestPhotosScript}" defer></script>`);
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("img-src 'self' blob:");
  });
});
