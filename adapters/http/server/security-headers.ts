import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the pages' policy admits beyond the portal itself: the chat vendor's script, when one is configured. */
export type PagePolicySettings = {
  /** The chat widget's script (VITE_CHAT_SCRIPT_URL of the UI's build): its origin may load and connect. */
  readonly chatScriptUrl?: string;
};

/**
 * The policy of every answer that is not a page of the portal (API JSON, errors, files, downloads,
 * the UI's scripts): it may load nothing, be framed nowhere, and a browser must not guess its type.
 */
export const NOTHING_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A year; browsers remember that the portal is HTTPS only (docs/operations.md "HTTPS"). */
export const HSTS = 'max-age=31536000';

const originOf = (url: string | undefined): string | undefined => {
  if (!url?.trim()) return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

/** A new nonce for one page: 16 random bytes, as the CSP specification asks (at least 128 bits). */
export const newPageNonce = (): string => randomBytes(16).toString('base64');

/**
 * The policy of a page of the portal (index.html): scripts only from the portal itself (the built
 * UI has no inline script), style elements only with this answer's nonce (Griffel and the
 * FluentProvider give it to the <style> elements they insert; no 'unsafe-inline'), calls only to
 * the BFF on the same origin, images also as data: and blob: URLs (chart exports, previews of a
 * chosen file), no plugins, no <base>, forms only to the portal, and framed by nobody. A configured
 * chat widget's origin may add its script, calls, images and frame.
 */
export const pagePolicy = (nonce: string, settings: PagePolicySettings = {}): string => {
  const chat = originOf(settings.chatScriptUrl);
  const withChat = (...sources: string[]) => (chat ? [...sources, chat] : sources).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${withChat("'self'")}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src ${withChat("'self'", 'data:', 'blob:')}`,
    `font-src 'self'`,
    `connect-src ${withChat("'self'")}`,
    `frame-src ${chat ?? "'none'"}`,
    `worker-src 'none'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
};

/** Whether the request came over HTTPS: directly, by configuration, or as a trusted proxy says. */
const isHttps = (request: FastifyRequest, secureCookies: boolean) =>
  secureCookies || request.protocol === 'https';

/**
 * The headers every answer carries, whatever sent it (a route, an error, the not-found handler,
 * the UI's files): no type guessing, no framing, no referrer to other sites, a content policy (a
 * page sets its own before this runs), HSTS over HTTPS, and no caching of anything that did not
 * choose its caching itself — API answers are personal, and errors are never kept.
 */
export const registerSecurityHeaders = (
  app: FastifyInstance,
  options: { readonly secureCookies: boolean },
) => {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    // Same-origin calls keep their Origin header (the CSRF check needs it); other sites learn nothing.
    reply.header('referrer-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NOTHING_POLICY);
    if (reply.statusCode >= 400 || !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    if (isHttps(request, options.secureCookies)) reply.header('strict-transport-security', HSTS);
    return payload;
  });
};
