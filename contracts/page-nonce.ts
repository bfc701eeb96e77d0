/**
 * The placeholder the UI's build writes where a page's Content-Security-Policy nonce goes
 * (Vite's `html.cspNonce`: a `<meta property="csp-nonce">` and the `nonce` of index.html's tags).
 * The BFF replaces it with a new random nonce in every index.html it serves, and the UI gives that
 * nonce to the style elements Fluent and Griffel insert, so the policy needs no 'unsafe-inline'.
 */
export const PAGE_NONCE_PLACEHOLDER = 'PORTAL_PAGE_NONCE';
