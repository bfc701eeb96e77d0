/** The query parameter that carries the page to return to after signing in. */
export const RETURN_TO = 'returnTo';

/** Only a path of this site: never an absolute or protocol-relative URL (an open redirect). */
export const safeReturnTo = (value: string | null | undefined): string | undefined =>
  value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined;
