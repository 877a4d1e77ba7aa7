/**
 * `npm run vapid-keys`: a new VAPID key pair for Web Push alerts (docs/deploy.md), printed
 * as the two secrets' values. Run it once per deployment; changing the pair later turns
 * every device's alerts off until it subscribes again.
 */
import { makeVapidPair } from "./lib/vapidKeys";

const pair = await makeVapidPair();
console.log(`VAPID_PUBLIC_KEY=${pair.publicKey}\nVAPID_PRIVATE_KEY=${pair.privateKey}`);
