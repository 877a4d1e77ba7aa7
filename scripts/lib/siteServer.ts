/**
 * A static server for the built site that behaves like the production host:
 * brotli or gzip, HTTP/2 over TLS when given a certificate (createSecureSiteServer),
 * clean URLs without trailing slashes, the spec's redirects as 301s, the
 * site's 404 page with status 404 and the security headers. There is no
 * stand-in for Vercel's analytics: a local build has none, as on any host but
 * Vercel. The content editor's paths (/admin, /admin/*) get their own headers.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import { join } from "node:path";
import compression from "compression";
import sirv from "sirv";
import { redirectTarget } from "./loadContent";
import { isAdminPath, isSocialImagePath } from "../../src/config/security";

export interface SiteServerOptions {
  /** Folder with the built site. */
  root: string;
  port: number;
  host?: string;
  /** Extra response headers for every page (e.g. security headers). */
  headers?: Record<string, string>;
  /** Headers for the content editor's paths instead of `headers` (its own security policy). */
  adminHeaders?: Record<string, string>;
}

/** The request's URL, or undefined when it cannot be read as a path (`//`, `/\`). */
function requestUrl(target = "/"): URL | undefined {
  try {
    return new URL(target, "http://localhost");
  } catch {
    return undefined;
  }
}

export function createSiteServer(options: SiteServerOptions): Promise<Server> {
  return listen(createServer(siteListener(options)), options);
}

/** The same site over HTTP/2 and TLS, as the production host serves it (HTTP/1.1 still answers). */
export function createSecureSiteServer(
  options: SiteServerOptions & { tls: { key: string; cert: string } },
): Promise<Http2SecureServer> {
  // Node's HTTP/2 compatibility API gives the request and response methods the listener uses.
  const listener = siteListener(options) as unknown as Parameters<typeof createSecureServer>[1];
  return listen(createSecureServer({ ...options.tls, allowHTTP1: true }, listener), options);
}

function listen<S extends Server | Http2SecureServer>(
  server: S,
  { port, host = "127.0.0.1" }: SiteServerOptions,
): Promise<S> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

function siteListener({ root, headers = {}, adminHeaders = headers }: SiteServerOptions): RequestListener {
  const notFoundPage = join(root, "404.html");
  const headersFor = (pathname: string) =>
    isAdminPath(pathname)
      ? adminHeaders
      : isSocialImagePath(pathname)
        ? { ...headers, "Cross-Origin-Resource-Policy": "cross-origin" }
        : headers;
  const assets = sirv(root, {
    extensions: ["html"],
    dotfiles: false,
    etag: true,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(headersFor(pathname))) res.setHeader(name, value);
      if (pathname.startsWith("/_astro/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    },
    onNoMatch(_req, res) {
      res.statusCode = 404;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : "Not found");
    },
  });

  // Hosts compress text; without it, local measurements would overstate page weight.
  const compress = compression();
  const listener: RequestListener = (req, res) => {
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
      handle(req, res);
    });
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = requestUrl(req.url);
    if (!url) {
      // `//` or `/\` reads as a URL with an empty host; answer it rather than die on it.
      res.writeHead(400, { ...headers, "Content-Type": "text/plain; charset=utf-8" }).end("Bad request");
      return;
    }
    const path = url.pathname.replace(/^\/+|\/+$/g, "");
    const target = redirectTarget(path);
    if (target !== undefined) {
      res.writeHead(301, { Location: `/${target}${url.search}` }).end();
      return;
    }
    // Canonical URLs have no trailing slash.
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      res.writeHead(301, { Location: `/${path}${url.search}` }).end();
      return;
    }
    // The home page is index.html; the 404 page must not answer 200 by name.
    if (path === "404") req.url = "/__missing__";
    assets(req, res);
  };
  return listener;
}
