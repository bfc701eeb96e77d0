import type * as t from 'io-ts';

/**
 * A codec's `is`, compiled into one JavaScript function: the same verdict as `codec.is` (a property
 * test holds them equal), without io-ts's call per field and closure per combinator. For the hot path
 * of `portal evaluate --ndjson`, where checking every context cost as much as evaluating it; the codec
 * stays the one definition of what is valid, and its `decode` still names what is wrong.
 *
 * Not for the browser: it builds a Function, which the portal's Content-Security-Policy forbids.
 * Codecs it does not know (custom types, enumerable records) keep their own `is`.
 */
type Codec = t.Mixed & {
  readonly _tag?: string;
  readonly props?: Readonly<Record<string, t.Mixed>>;
  readonly types?: readonly t.Mixed[];
  readonly type?: t.Mixed;
  readonly keys?: Readonly<Record<string, unknown>>;
  readonly value?: unknown;
  readonly domain?: Codec;
  readonly codomain?: Codec;
  readonly predicate?: (value: unknown) => boolean;
  /** codecs.ts `nullable`: null, undefined or the inner codec's value. */
  readonly inner?: t.Mixed;
};

const isRecord = (u: string) => `(${u}!==null&&typeof ${u}==="object"&&!Array.isArray(${u}))`;

const PRIMITIVE_TESTS: Readonly<Record<string, (u: string) => string>> = {
  StringType: (u) => `typeof ${u}==="string"`,
  NumberType: (u) => `typeof ${u}==="number"`,
  BooleanType: (u) => `typeof ${u}==="boolean"`,
  NullType: (u) => `${u}===null`,
  UndefinedType: (u) => `${u}===undefined`,
  UnknownType: () => 'true',
  AnyType: () => 'true',
  AnyDictionaryType: isRecord,
  AnyArrayType: (u) => `Array.isArray(${u})`,
};

export const compileGuard = <C extends t.Mixed>(codec: C): ((u: unknown) => u is t.TypeOf<C>) => {
  const functions: string[] = [];
  const refs: unknown[] = [];
  const ref = (value: unknown): string => `r[${refs.push(value) - 1}]`;
  const define = (body: string): string => {
    const name = `f${functions.length}`;
    functions.push(`function ${name}(u){${body}}`);
    return name;
  };

  /** A boolean expression over the identifier `u`, true exactly when `codec.is(u)`. */
  const test = (codec: Codec, u: string): string => {
    if (codec.inner) return `(${u}===null||${u}===undefined||${test(codec.inner as Codec, u)})`;
    const primitive = PRIMITIVE_TESTS[codec._tag ?? ''];
    if (primitive) return primitive(u);
    switch (codec._tag) {
      case 'LiteralType':
        return `${u}===${ref(codec.value)}`;
      case 'KeyofType':
        return `(typeof ${u}==="string"&&hasOwn(${ref(codec.keys)},${u}))`;
      case 'RefinementType':
        return `(${test(codec.type as Codec, u)}&&${ref(codec.predicate)}(${u}))`;
      case 'ReadonlyType':
        return test(codec.type as Codec, u);
      case 'IntersectionType':
        return `(${(codec.types ?? []).map((member) => test(member as Codec, u)).join('&&')})`;
      case 'UnionType':
        return `(${(codec.types ?? []).map((member) => test(member as Codec, u)).join('||')})`;
      case 'InterfaceType':
      case 'PartialType':
        return `${objectTest(codec)}(${u})`;
      case 'ArrayType':
        return `${define(
          `if(!Array.isArray(u))return false;for(let i=0;i<u.length;i++){const v=u[i];if(!(${test(codec.type as Codec, 'v')}))return false}return true`,
        )}(${u})`;
      case 'DictionaryType':
        if (codec.domain?._tag === 'StringType' && codec.codomain && codec.codomain._tag !== 'AnyType')
          return `${define(
            `if(!${isRecord('u')})return false;for(const k of Object.keys(u)){const v=u[k];if(!(${test(codec.codomain, 'v')}))return false}return true`,
          )}(${u})`;
        return `${ref(codec)}.is(${u})`;
      default:
        return `${ref(codec)}.is(${u})`;
    }
  };

  const objectTest = (codec: Codec): string => {
    const required = codec._tag === 'InterfaceType';
    const checks = Object.entries(codec.props ?? {}).map(([key, prop]) => {
      const name = JSON.stringify(key);
      const missing = required ? `(v===undefined&&!hasOwn(u,${name}))` : 'v===undefined';
      const verdict = test(prop as Codec, 'v');
      return required
        ? `v=u[${name}];if(${missing}||!(${verdict}))return false;`
        : `v=u[${name}];if(!(${missing})&&!(${verdict}))return false;`;
    });
    return define(`if(!${isRecord('u')})return false;let v;${checks.join('')}return true`);
  };

  const root = define(`return ${test(codec as Codec, 'u')}`);
  const build = new Function('r', 'hasOwn', `${functions.join('\n')}\nreturn ${root};`);
  return build(refs, (object: object, key: string) => Object.hasOwn(object, key));
};
