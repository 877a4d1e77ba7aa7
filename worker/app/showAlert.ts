/**
 * A push arriving, in the service worker (serviceWorker.ts puts this function's source in
 * the script): the payload (alerts/alertPayload.ts) shown as a notification inside
 * `event.waitUntil`, as iOS requires, with the lead's reference kept for the tap. Each kind of alert has
 * its own tag (alerts/alertTags.ts); where one still replaces an alert with its tag, `renotify` has it ring
 * again rather than replace it silently (Chrome and Edge honour it; Firefox and Safari ignore it, and
 * Declarative Web Push has no such member, so the payload does not carry it).
 */
export interface PushEventLike {
  data: { json(): { notification?: Record<string, unknown>; reference?: unknown } } | null;
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushScope {
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
}

export function onPush(event: PushEventLike, sw: PushScope): void {
  let payload: { notification?: Record<string, unknown>; reference?: unknown } = {};
  try {
    payload = event.data?.json() ?? {};
  } catch {
    // Not JSON: still an alert, so the owner looks at the list.
  }
  const n = payload.notification ?? {};
  const title = typeof n["title"] === "string" ? n["title"] : "Quote requests";
  const tag = typeof n["tag"] === "string" && n["tag"] ? n["tag"] : undefined;
  const actions = Array.isArray(n["actions"])
    ? (n["actions"] as { action: string; title: string }[]).map(({ action, title }) => ({ action, title }))
    : [];
  event.waitUntil(
    sw.registration.showNotification(title, {
      body: n["body"],
      lang: n["lang"],
      // renotify without a tag throws, so only with one.
      ...(tag && { tag, renotify: true }),
      actions,
      data: { reference: payload.reference, navigate: n["navigate"] },
    }),
  );
}
