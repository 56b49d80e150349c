/**
 * The Content Security Policy of the built app, in one place: vite.config.ts puts it in the
 * built index.html as a <meta> and in the preview server's headers; the e2e suite runs the app
 * under it. `frame-ancestors` only works as a header (browsers ignore it in a <meta>, with a
 * console error), so the <meta> leaves it out.
 */

/**
 * Where the live-table feature may connect besides our own origin: the Azure Table service
 * endpoints of the public and sovereign clouds, and the local emulator on 127.0.0.1.
 */
export const TABLE_ENDPOINTS = [
  'https://*.table.core.windows.net',
  'https://*.table.core.chinacloudapi.cn',
  'https://*.table.core.usgovcloudapi.net',
  'https://*.table.cosmos.azure.com',
  'http://127.0.0.1:*',
];

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
