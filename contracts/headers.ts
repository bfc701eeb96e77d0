/**
 * The request headers the portal's calls carry besides the session cookie: which portal calls
 * (`b2b-portal` or `b2c-customer-portal`), and a per-tab id so the BFF's logs can follow one tab's
 * calls (never the session secret itself). The client sends them and the BFF reads them.
 */
export const ACTOR_HEADER = 'X-Portal-Actor';
export const SESSION_HEADER = 'X-Portal-Session';
