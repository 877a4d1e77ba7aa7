/**
 * Vercel Web Analytics: adds the host's script and sends one page view with
 * the route pattern (e.g. /areas/[district]) and the actual path. If the
 * script cannot load, the library logs a hint (ad blocker in development,
 * analytics not enabled in production); the page is unaffected.
 */
import { inject, pageview } from "@vercel/analytics";

inject({ framework: "astro", disableAutoTrack: true });
const path = window.location.pathname;
pageview({ route: document.body.dataset.route ?? path, path });
