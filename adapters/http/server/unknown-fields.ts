import type * as t from 'io-ts';

/**
 * The fields of a request body its codec does not name ("isAdmin", "address.floor"). io-ts lets
 * them through; the BFF refuses them, so a field a client misspells or adds is never silently
 * dropped nor — in a handler that spreads the body — stored. Codecs this walker does not know
 * (custom types, records' keys) accept any field.
 */
type Codec = t.Mixed & {
  readonly _tag?: string;
  readonly props?: Readonly<Record<string, t.Mixed>>;
  readonly types?: readonly t.Mixed[];
  readonly type?: t.Mixed;
  readonly codomain?: t.Mixed;
  readonly inner?: t.Mixed;
};

type Props = Readonly<Record<string, t.Mixed>>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The codec's named fields for this value, or undefined when it cannot tell. */
const propsOf = (codec: t.Mixed, value: unknown): Props | undefined => {
  const c = codec as Codec;
  if (c.inner) return propsOf(c.inner, value);
  switch (c._tag) {
    case 'InterfaceType':
    case 'PartialType':
      return c.props;
    case 'ExactType':
    case 'ReadonlyType':
    case 'RefinementType':
      return c.type ? propsOf(c.type, value) : undefined;
    case 'IntersectionType':
    case 'UnionType': {
      // An intersection names what any of its parts names; a union what the members that accept
      // the value name.
      const parts =
        c._tag === 'UnionType' ? (c.types ?? []).filter((member) => member.is(value)) : (c.types ?? []);
      if (parts.length === 0) return undefined;
      const merged: Record<string, t.Mixed> = {};
      for (const part of parts) {
        const props = propsOf(part, value);
        if (!props) return undefined;
        for (const [name, prop] of Object.entries(props)) merged[name] ??= prop;
      }
      return merged;
    }
    default:
      return undefined;
  }
};

/** The codec of a list's items, or undefined when it cannot tell. */
const itemsOf = (codec: t.Mixed, value: unknown): t.Mixed | undefined => {
  const c = codec as Codec;
  if (c.inner) return itemsOf(c.inner, value);
  switch (c._tag) {
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return c.type;
    case 'ReadonlyType':
    case 'RefinementType':
      return c.type ? itemsOf(c.type, value) : undefined;
    case 'UnionType': {
      const member = (c.types ?? []).find((candidate) => candidate.is(value));
      return member ? itemsOf(member, value) : undefined;
    }
    default:
      return undefined;
  }
};

const recordValuesOf = (codec: t.Mixed): t.Mixed | undefined => {
  const c = codec as Codec;
  if (c.inner) return recordValuesOf(c.inner);
  if (c._tag === 'DictionaryType') return c.codomain;
  if (c._tag === 'ReadonlyType' || c._tag === 'RefinementType')
    return c.type ? recordValuesOf(c.type) : undefined;
  return undefined;
};

export const unknownFields = (codec: t.Mixed, value: unknown, path = ''): string[] => {
  if (Array.isArray(value)) {
    const items = itemsOf(codec, value);
    return items ? value.flatMap((item, index) => unknownFields(items, item, join(path, String(index)))) : [];
  }
  if (!isPlainObject(value)) return [];
  const props = propsOf(codec, value);
  if (!props) {
    const values = recordValuesOf(codec);
    return values
      ? Object.entries(value).flatMap(([key, inner]) => unknownFields(values, inner, join(path, key)))
      : [];
  }
  return Object.entries(value).flatMap(([key, inner]) => {
    const prop = Object.hasOwn(props, key) ? props[key] : undefined;
    return prop ? unknownFields(prop, inner, join(path, key)) : [join(path, key)];
  });
};
