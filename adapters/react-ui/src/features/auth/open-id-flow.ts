/**
 * What the tab keeps between leaving for the issuer and coming back (session storage: this tab only):
 * the binding the BFF stored hashed with the flow, so an answer reaching another browser is refused,
 * and where to go once signed in.
 */
const KEY = 'portal.openIdSignIn';

export type OpenIdFlow = { readonly binding: string; readonly returnTo: string };

/** A new random binding (32 bytes, base64url). */
export const newBinding = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

export const rememberFlow = (flow: OpenIdFlow) => sessionStorage.setItem(KEY, JSON.stringify(flow));

/** The flow this tab started, once: it is forgotten as it is read. */
export const takeFlow = (): OpenIdFlow | undefined => {
  const stored = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!stored) return undefined;
  try {
    const flow = JSON.parse(stored) as Partial<OpenIdFlow>;
    return typeof flow.binding === 'string' && typeof flow.returnTo === 'string'
      ? { binding: flow.binding, returnTo: flow.returnTo }
      : undefined;
  } catch {
    return undefined;
  }
};
