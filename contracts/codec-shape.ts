import type * as t from 'io-ts';

/**
 * The shape of an io-ts codec as plain data, for the tools generated over the route table: the
 * OpenAPI document and the Pact matchers. Codecs this walker does not know become `unknown`.
 */
export type Shape =
  | { readonly kind: 'string'; readonly format?: 'date-text'; readonly enum?: readonly string[] }
  | { readonly kind: 'number'; readonly integer: boolean }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'literal'; readonly value: string | number | boolean }
  | { readonly kind: 'null' }
  | { readonly kind: 'undefined' }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'array'; readonly items: Shape }
  | {
      readonly kind: 'object';
      readonly props: Readonly<Record<string, { readonly shape: Shape; readonly required: boolean }>>;
    }
  | { readonly kind: 'record'; readonly values: Shape }
  | { readonly kind: 'union'; readonly members: readonly Shape[] }
  | { readonly kind: 'nullable'; readonly inner: Shape };

type Codec = t.Mixed & {
  _tag?: string;
  props?: Record<string, t.Mixed>;
  types?: t.Mixed[];
  type?: t.Mixed;
  keys?: Record<string, unknown>;
  value?: string | number | boolean;
  codomain?: t.Mixed;
  inner?: t.Mixed;
};

const mergeObjects = (shapes: Shape[]): Shape => {
  const props: Record<string, { shape: Shape; required: boolean }> = {};
  for (const shape of shapes) {
    if (shape.kind !== 'object') return { kind: 'union', members: shapes };
    Object.assign(props, shape.props);
  }
  return { kind: 'object', props };
};

export const shapeOf = (codec: t.Mixed): Shape => {
  const c = codec as Codec;
  if (c.inner) return { kind: 'nullable', inner: shapeOf(c.inner) };
  switch (c._tag) {
    case 'StringType':
      return { kind: 'string' };
    case 'NumberType':
      return { kind: 'number', integer: false };
    case 'BooleanType':
      return { kind: 'boolean' };
    case 'NullType':
      return { kind: 'null' };
    case 'UndefinedType':
    case 'VoidType':
      return { kind: 'undefined' };
    case 'LiteralType':
      return { kind: 'literal', value: c.value as string | number | boolean };
    case 'KeyofType':
      return { kind: 'string', enum: Object.keys(c.keys ?? {}) };
    case 'InterfaceType':
    case 'PartialType': {
      const required = c._tag === 'InterfaceType';
      const props: Record<string, { shape: Shape; required: boolean }> = {};
      for (const [name, prop] of Object.entries(c.props ?? {})) {
        const shape = shapeOf(prop);
        props[name] = {
          shape,
          required: required && shape.kind !== 'nullable' && shape.kind !== 'undefined',
        };
      }
      return { kind: 'object', props };
    }
    case 'IntersectionType':
      return mergeObjects((c.types ?? []).map(shapeOf));
    case 'UnionType':
      return { kind: 'union', members: (c.types ?? []).map(shapeOf) };
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return { kind: 'array', items: c.type ? shapeOf(c.type) : { kind: 'unknown' } };
    case 'DictionaryType':
      return { kind: 'record', values: c.codomain ? shapeOf(c.codomain) : { kind: 'unknown' } };
    case 'ExactType':
    case 'ReadonlyType':
      return c.type ? shapeOf(c.type) : { kind: 'unknown' };
    case 'RefinementType': {
      if (c.name === 'Int') return { kind: 'number', integer: true };
      if (c.name === 'DateText') return { kind: 'string', format: 'date-text' };
      return c.type ? shapeOf(c.type) : { kind: 'unknown' };
    }
    default:
      if (c.name === 'QueryInt') return { kind: 'number', integer: true };
      if (c.name === 'QueryBoolean') return { kind: 'boolean' };
      return { kind: 'unknown' };
  }
};
