import { MatchersV3 } from '@pact-foundation/pact';
import type { Shape } from '../../contracts/codec-shape.ts';

const { atLeastLike, like, regex, integer, decimal, boolean, string } = MatchersV3;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DATE_TEXT = '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The element every element of an example array is matched like: the first, without the keys the
 * codec leaves optional that another element of the example goes without (a status step's
 * `completed_at`, shown on the completed step only). Pact demands the template's every key of each
 * element, and the example itself shows such a key is not on every one.
 */
const templateOf = (items: Shape, elements: readonly unknown[]): unknown => {
  const [first] = elements;
  if (items.kind !== 'object' || !isPlainObject(first)) return first;
  return Object.fromEntries(
    Object.entries(first).filter(
      ([key]) =>
        items.props[key]?.required === true ||
        elements.every((element) => isPlainObject(element) && key in element),
    ),
  );
};

/**
 * Pact matchers for an example answer, led by the codec's shape: the portal depends on types,
 * on the values of enumerations (a state it does not know breaks it) and on date formats, not on
 * the example's exact values. Arrays match any length of at least one element like the first
 * (in the keys the codec requires or every example element has).
 */
export const matchersFor = (shape: Shape, value: unknown): unknown => {
  if (value === null || value === undefined) return value;
  switch (shape.kind) {
    case 'nullable':
      return matchersFor(shape.inner, value);
    case 'string':
      if (typeof value !== 'string') break;
      if (shape.enum) return regex(`^(${shape.enum.map(escapeRegex).join('|')})$`, value);
      if (shape.format === 'date-text') return regex(DATE_TEXT, value);
      return string(value);
    case 'number':
      if (typeof value !== 'number') break;
      return shape.integer || Number.isInteger(value) ? integer(value) : decimal(value);
    case 'boolean':
      return typeof value === 'boolean' ? boolean(value) : value;
    case 'literal':
      return value;
    case 'array':
      if (!Array.isArray(value)) break;
      return value.length === 0
        ? []
        : atLeastLike(matchersFor(shape.items, templateOf(shape.items, value)), 1, value.length);
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value)) break;
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, item]) => [
          key,
          shape.props[key] ? matchersFor((shape.props[key] as { shape: Shape }).shape, item) : like(item),
        ]),
      );
    case 'record':
      if (typeof value !== 'object' || Array.isArray(value)) break;
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, item]) => [
          key,
          matchersFor(shape.values, item),
        ]),
      );
    case 'union': {
      // The member the example belongs to is unknown here: match its type, not its value.
      return like(value);
    }
    default:
      break;
  }
  return like(value);
};

/**
 * The body the mock server answers for an example under matchersFor: arrays matched by their first
 * element keep their length but repeat that element (as templateOf trims it); whatever is matched as a whole stays as it is.
 */
export const asGenerated = (shape: Shape, value: unknown): unknown => {
  if (value === null || value === undefined) return value;
  switch (shape.kind) {
    case 'nullable':
      return asGenerated(shape.inner, value);
    case 'array':
      return Array.isArray(value)
        ? value.map(() => asGenerated(shape.items, templateOf(shape.items, value)))
        : value;
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value)) return value;
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, item]) => {
          const prop = shape.props[key];
          return [key, prop ? asGenerated(prop.shape, item) : item];
        }),
      );
    case 'record':
      if (typeof value !== 'object' || Array.isArray(value)) return value;
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, item]) => [
          key,
          asGenerated(shape.values, item),
        ]),
      );
    default:
      return value;
  }
};
