/**
 * Loads the analytics script only when the build enabled analytics (Vercel,
 * or a same-origin endpoint; see config/analytics.ts). On any other host the
 * page requests nothing. The script is built standalone (`?worker&url`), so
 * the layout carries no dynamic-import helper for it.
 */
import analyticsUrl from "./analyticsRun.ts?worker&url";

const { analytics, analyticsEndpoint } = document.body.dataset;
if (analytics === "vercel" || analyticsEndpoint) void import(/* @vite-ignore */ analyticsUrl);
