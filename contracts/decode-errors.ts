import type * as t from 'io-ts';

export type FieldProblem = { readonly path: string; readonly message: string };

const isCombinator = (type: t.Decoder<unknown, unknown>): boolean => {
  const tag = (type as { _tag?: string })._tag;
  return tag === 'UnionType' || tag === 'IntersectionType';
};

const describe = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/**
 * io-ts errors as field paths a person can act on ("deal.state: expected DealState, got \"FOO\"").
 * Union members and intersection halves are no fields of the data, so their indices are dropped;
 * one problem per path, the first io-ts reports.
 */
export const fieldProblems = (errors: t.Errors): FieldProblem[] => {
  const byPath = new Map<string, FieldProblem>();
  for (const error of errors) {
    const keys: string[] = [];
    error.context.forEach((entry, index) => {
      const parent = error.context[index - 1];
      if (index === 0 || (parent && isCombinator(parent.type))) return;
      keys.push(entry.key);
    });
    const path = keys.join('.') || '(root)';
    const leaf = error.context[error.context.length - 1];
    const expected = leaf?.type.name ?? 'a value';
    if (!byPath.has(path)) {
      byPath.set(path, {
        path,
        message: error.message ?? `expected ${expected}, got ${describe(error.value)}`,
      });
    }
  }
  // A missing union member reports the path of every alternative; keep the deepest, most specific one.
  const paths = [...byPath.keys()];
  return [...byPath.values()].filter(
    (p) => !paths.some((other) => other !== p.path && other.startsWith(`${p.path}.`)),
  );
};
