/**
 * What a request's params, query and body must be before their codecs decode them: text the database
 * can store, nested no deeper than any form of the portals. PostgreSQL refuses a NUL character in
 * text and JSON, and a lone UTF-16 surrogate in JSON, as invalid UTF-8; io-ts and the field-error
 * report walk a value recursively, so a body nested tens of thousands deep would overflow the stack.
 * Both are refused here as 400 with the field named, before anything decodes or stores them.
 */

/** The deepest nesting of lists and objects a request may have; the portals' deepest is far less. */
export const MAX_INPUT_DEPTH = 64;

export const TEXT_NOT_STORABLE = 'Die Eingabe enthält ein unzulässiges Zeichen.';
export const NESTED_TOO_DEEP = `Die Eingabe ist tiefer als ${MAX_INPUT_DEPTH} Ebenen verschachtelt.`;

/** Text without NUL characters and without unpaired surrogates: what PostgreSQL stores as UTF-8. */
export const isStorableText = (text: string): boolean => !text.includes('\u0000') && text.isWellFormed();

/** A key as it can be named in an answer: the characters that make it unstorable shown as U+FFFD. */
const printable = (key: string) => key.replaceAll('\u0000', '\uFFFD').toWellFormed();

/**
 * The fields of `value` (params, query or body, named `part`) whose text is not storable, or the
 * part itself when it is nested deeper than MAX_INPUT_DEPTH. Walks without recursion, and stops at
 * the first level too deep, so the deepest value costs no more than MAX_INPUT_DEPTH levels.
 */
export const inputProblems = (value: unknown, part: string): Record<string, string> => {
  const problems: Record<string, string> = {};
  const pending: { readonly value: unknown; readonly path: string; readonly depth: number }[] = [
    { value, path: part, depth: 0 },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (!isStorableText(next.value)) problems[next.path] ??= TEXT_NOT_STORABLE;
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= MAX_INPUT_DEPTH) return { [part]: NESTED_TOO_DEEP };
    for (const [key, child] of Object.entries(next.value)) {
      const path = `${next.path}.${printable(key)}`;
      if (!isStorableText(key)) problems[path] ??= TEXT_NOT_STORABLE;
      else pending.push({ value: child, path, depth: next.depth + 1 });
    }
  }
  return problems;
};
