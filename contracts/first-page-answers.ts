/**
 * The answers of a page's first API calls that the BFF writes into the page's HTML (a JSON block,
 * `<script type="application/json" id="first-page-answers">`), so that the portal's own calls take
 * them instead of going over the network once the JavaScript has run (docs/ui/server-render.md "Data in the
 * page"). Each answer is what the API route answered the same session at the same moment.
 */
export const FIRST_PAGE_ANSWERS_ID = 'first-page-answers';

export type FirstPageAnswer = {
  /** The call's path and query as `firstCallKey` writes them. */
  readonly url: string;
  readonly status: number;
  readonly body: unknown;
};

/**
 * A call's address as both sides compare it: the path, then the query's parameters sorted by
 * name (the client writes them in its codec's order, the server in its own). Relative addresses
 * are read against the portal's origin; the origin itself is left out.
 */
export const firstCallKey = (url: string): string => {
  const parsed = new URL(url, 'http://portal.invalid');
  const params = [...parsed.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${parsed.pathname}${query ? `?${query}` : ''}`;
};

/**
 * The JSON block's text: `<` written as `\u003c`, so that no answer's text (a car's name, a
 * content page) can end the script element or open a comment inside it.
 */
export const firstPageAnswersJson = (answers: readonly FirstPageAnswer[]): string =>
  JSON.stringify(answers).replaceAll('<', '\\u003c');

const isAnswer = (value: unknown): value is FirstPageAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { url?: unknown }).url === 'string' &&
  typeof (value as { status?: unknown }).status === 'number' &&
  'body' in value;

/** The answers of the block's text; none when it is missing or not what the BFF writes. */
export const parseFirstPageAnswers = (text: string | null | undefined): FirstPageAnswer[] => {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isAnswer) : [];
  } catch {
    return [];
  }
};
