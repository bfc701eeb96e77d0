import {
  FIRST_PAGE_ANSWERS_ID,
  type FirstPageAnswer,
  firstCallKey,
  parseFirstPageAnswers,
} from '../../../../contracts/first-page-answers.ts';

/** The answers the BFF wrote into the page for its first calls; none when the page holds none. */
export const readFirstPageAnswers = (document: Document): FirstPageAnswer[] =>
  parseFirstPageAnswers(document.getElementById(FIRST_PAGE_ANSWERS_ID)?.textContent);

const methodOf = (input: RequestInfo | URL, init?: RequestInit): string =>
  (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();

const urlOf = (input: RequestInfo | URL): string =>
  input instanceof Request ? input.url : input instanceof URL ? input.href : input;

/**
 * The portal's fetch with the page's first answers in front of it: the first GET of each answered
 * address takes the page's answer (as the typed client would have received it from the BFF, and
 * decodes it with the route's codec as always), so the first page's queries fill TanStack Query's
 * cache without waiting for the network; every later call, and every call the page holds no answer
 * for, goes to the BFF. Once anything is written, the answers left are dropped: they could be
 * older than what the BFF would now answer.
 */
export const answeringFirstCalls = (
  answers: readonly FirstPageAnswer[],
  fetchImpl: typeof fetch,
): typeof fetch => {
  const waiting = new Map(answers.map((answer) => [answer.url, answer]));
  return (input, init) => {
    if (waiting.size === 0) return fetchImpl(input, init);
    if (methodOf(input, init) !== 'GET') {
      waiting.clear();
      return fetchImpl(input, init);
    }
    const key = firstCallKey(urlOf(input));
    const answer = waiting.get(key);
    if (!answer) return fetchImpl(input, init);
    waiting.delete(key);
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    );
  };
};
