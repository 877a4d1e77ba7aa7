/**
 * Routes that are not content entries: hand-built pages and redirects.
 * Content pages (services, landings, areas, topics) are routed from their data.
 */

/** Pages with their own template, as route paths ("" is the home page). */
export const corePages = [
  "",
  "about",
  "services",
  "projects",
  "contact",
  "request-custom-quote",
  "call-us-today",
  "areas",
] as const;

/** Sample project ids: /projects/{id}. */
export const projectIds = ["victorian-house-extension", "sash-window-restoration", "loft-conversion"] as const;

/**
 * Routes the spec names twice for the same page: the first is served by a
 * redirect to the second, so search engines see one canonical page.
 */
export const redirects: Readonly<Record<string, string>> = {
  "brickwork-services": "brickwork",
  "flooring-services": "flooring",
  "flooring/laminate-flooring-installation": "flooring/laminate-installation",
  "flooring/underfloor-heating-compatibility": "flooring/underfloor-heating",
  "flooring/commercial-residential-flooring": "flooring/commercial-residential",
  "custom-quote-request": "request-custom-quote",
  // The spec's /project-details/{id} shows the same sample data as /projects/{id}.
  ...Object.fromEntries(projectIds.map((id) => [`project-details/${id}`, `projects/${id}`])),
};
