/**
 * The value at a dotted path; undefined where the path leads nowhere. Own properties only.
 * Apart from the visibility rules (visibility.ts), so that the form endpoints (form-endpoints.ts),
 * which the typed client and thus every page loads, do not carry the rules engine.
 */
export const valueAt = (data: unknown, path: string): unknown => {
  let current: unknown = data;
  for (const segment of path.split('.')) {
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(segment)) return undefined;
      current = current[Number(segment)];
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, segment)) {
      current = (current as Record<string, unknown>)[segment];
    } else {
      return undefined;
    }
  }
  return current;
};
