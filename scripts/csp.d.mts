/** Types of csp.mjs: the app's Content Security Policy and security headers. */
/** Table endpoints the live-table feature may connect to. */
export const TABLE_ENDPOINTS: readonly string[];
/** The policy as a header value. */
export const CSP_HEADER: string;
/** The policy as a <meta> can carry it (no frame-ancestors). */
export const CSP_META: string;
/** Every security header the preview server sends. */
export const SECURITY_HEADERS: Readonly<Record<string, string>>;
