import { isLeft } from 'fp-ts/lib/Either.js';
import { err, ok, type Result } from 'neverthrow';
import { compileGuard } from '../../contracts/compiled-guard.ts';
import { DealContext } from '../../contracts/deal-context.ts';
import { type FieldProblem, fieldProblems } from '../../contracts/decode-errors.ts';
import type { DealContext as CoreDealContext } from '../../core/deals/types.ts';

const isDealContext = compileGuard(DealContext);

/** One input text (a file or an NDJSON line) → a deal context for the core, or what is wrong with it. */
export const decodeDealContext = (text: string): Result<CoreDealContext, FieldProblem[]> => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return err([{ path: '(input)', message: `unreadable JSON: ${(error as Error).message}` }]);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return err([{ path: '(input)', message: 'expected one JSON object with a "deal"' }]);
  }
  // Our codecs only check, never transform, so a value that passes the guard is the decoded value;
  // the full decode, which builds a context per field, runs only to name what is wrong.
  if (isDealContext(json)) return ok(json as CoreDealContext);
  const decoded = DealContext.decode(json);
  if (isLeft(decoded)) return err(fieldProblems(decoded.left));
  return ok(decoded.right as CoreDealContext);
};
