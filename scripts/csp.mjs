/**
 * The Content Security Policy of the built app, in one place: vite.config.ts puts it in the
 * built index.html as a <meta> and in the preview server's headers; the e2e suite runs the app
 * under it. `frame-ancestors` only works as a header (browsers ignore it in a <meta>, with a
 * console error), so the <meta> leaves it out.
 */

/**
 * Where the live-table feature may connect besides our own origin: any https: host (a table
 * endpoint may sit behind a custom domain, a private endpoint or another cloud, and src/live
 * accepts any https: URL), and plain http: only to loopback (the local emulator), the same rule
 * src/live applies before anything is sent.
 */
export const TABLE_ENDPOINTS = ['https:', 'http://127.0.0.1:*', 'http://localhost:*'];

/** The policy's directives, as the issue lists them plus the table endpoints. */
/** @type {readonly [string, string][]} */
const DIRECTIVES = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['worker-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data: blob:"],
  ['connect-src', `'self' ${TABLE_ENDPOINTS.join(' ')}`],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  // No form of the app submits anywhere: forms are handled in script or close a <dialog>
  // (method="dialog", which is not a navigation and so not subject to form-action).
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
];

/** The policy as a header value. */
export const CSP_HEADER = DIRECTIVES.map(([name, value]) => `${name} ${value}`).join('; ');

/** The policy as a <meta> can carry it (no frame-ancestors). */
export const CSP_META = DIRECTIVES.filter(([name]) => name !== 'frame-ancestors')
  .map(([name, value]) => `${name} ${value}`)
  .join('; ');

/** Every security header the preview server sends. */
/** @type {Readonly<Record<string, string>>} */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CSP_HEADER,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
