import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * The BFF's statements as PostgreSQL's named prepared statements: each connection parses and plans
 * a statement's text once and then only binds and runs it, where an unnamed statement is parsed
 * and planned on every call. The fleet list's page statement (joins, a window function and the
 * tabs' counts in one) spent 2.4 ms of its 4.3 ms in PostgreSQL planning, at every call
 * (docs/benchmarks.md "Where a call's time goes").
 *
 * node-postgres prepares a named statement on a connection the first time it sends it there and
 * remembers that it did; the name is the text's hash, so the same text always has the same name and
 * two texts never share one. Only statements of a bounded shape are named: reads and writes with at
 * most MAX_PREPARED_PARAMETERS parameters (a list of ids or a bulk insert makes a new text for
 * every length; those stay unnamed and leave nothing behind), never the transaction's own
 * statements or settings.
 */
export const MAX_PREPARED_PARAMETERS = 64;

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** The same text, the same name; a hash of a few kB costs microseconds, less than keeping names. */
const nameOf = (text: string): string =>
  `portal_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;

/** The query node-postgres is to send: named when the statement is one to keep prepared. */
export const preparedQueryOf = (text: string, values: readonly unknown[] | undefined): pg.QueryConfig => {
  const parameters = values ? [...values] : [];
  if (parameters.length > MAX_PREPARED_PARAMETERS || !PREPARABLE.test(text))
    return { text, values: parameters };
  return { name: nameOf(text), text, values: parameters };
};
