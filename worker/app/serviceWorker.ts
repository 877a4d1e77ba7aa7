/**
 * The app's service worker, served at /admin/leads/sw.js (scope /admin/leads/): it shows
 * alerts and handles taps on them. It has no fetch handler, so every navigation goes to the
 * network and Access can always sign the owner in again; it caches nothing.
 * Its two handlers are modules tested on their own; the script is their source.
 */
import { referencePattern } from "../../src/lib/leadReference";
import { onNotificationClick } from "./notificationClick";
import { onPush } from "./showAlert";

export const serviceWorkerScript = `"use strict";
// The bundler may name functions with __name(); here it is the identity.
var __name = (f) => f;
const showAlert = ${onPush.toString()};
const openAlert = ${onNotificationClick.toString()};
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("push", (event) => showAlert(event, self));
self.addEventListener("notificationclick", (event) => openAlert(event, self, ${referencePattern.toString()}));
`;
