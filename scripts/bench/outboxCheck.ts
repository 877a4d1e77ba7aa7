/**
 * The quote outbox's every-page check (src/scripts/outboxCheck.ts) built on
 * its own, minified, as the layout script would carry it: its gzipped bytes
 * are the most it can add to any page (bundled with the layout script it adds
 * less, as it shares words with the code around it).
 */
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export async function outboxCheckBytes(): Promise<number> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("../../src/scripts/outboxCheck.ts", import.meta.url))],
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    write: false,
    plugins: [
      {
        // The sender's URL, as Vite writes it: a hashed file in /_astro.
        name: "sender-url",
        setup(context) {
          context.onResolve({ filter: /\?worker&url$/ }, () => ({ path: "sender", namespace: "sender-url" }));
          context.onLoad({ filter: /.*/, namespace: "sender-url" }, () => ({
            contents: 'export default "/_astro/sender-0a1b2c3d.js"',
            loader: "js",
          }));
        },
      },
    ],
  });
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
}
