import * as t from 'io-ts';
import type { ErrorCode } from './errors.ts';
import {
  type Access,
  type BodySpec,
  type ClientPolicy,
  defineRoute,
  type ErrorExample,
  type HttpMethod,
  NoBody,
  NoQuery,
  placeholdersOf,
  type ResponseSpec,
  type RouteDefinition,
  type RouteExample,
} from './route.ts';

/**
 * Shorthands over defineRoute for the route files: params from the path's placeholders, the usual
 * defaults, and the error answers every protected route has (401 without a session, 403 for a role
 * that may not), so each file states only what is particular to its calls.
 */

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };
export type ParamsCodec<P extends string> = t.Type<PathParams<P>, PathParams<P>, unknown>;

/** An io-ts codec of the path's placeholders, all strings. */
export const paramsOf = <P extends string>(path: P): ParamsCodec<P> =>
  t.type(
    Object.fromEntries(placeholdersOf(path).map((name) => [name, t.string])),
  ) as unknown as ParamsCodec<P>;

export const SIGNED_OUT = 'nobody is signed in';
export const CONSUMER = 'customer kunde@demo.example is signed in';
export const CONSUMER_ACTIVE_DEAL = 'customer kunde@demo.example with an ACTIVE deal d-1001';
export const CONSUMER_CREATED_DEAL = 'customer kunde@demo.example with a CREATED deal d-1002';
export const BUSINESS_ADMIN = 'business admin admin@nordflotte.example is signed in';
export const BUSINESS_DRIVER = 'business driver fahrer@nordflotte.example is signed in';
export const BUSINESS_ANALYST = 'business analyst analyst@nordflotte.example is signed in';
export const EDITOR = 'content editor redaktion@demo.example is signed in';

type Spec<P extends string, Q extends t.Mixed, B extends BodySpec, R extends ResponseSpec> = {
  readonly name: string;
  readonly path: P;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  readonly errors?: readonly ErrorCode[];
  readonly access: Access;
  readonly client?: ClientPolicy;
  readonly acceptedStatuses?: readonly number[];
  readonly summary: string;
  readonly origin?: 'specification' | 'designed';
  readonly area: string;
  readonly example: RouteExample;
  readonly errorExamples?: readonly ErrorExample[];
};

const standardErrors = (access: Access): { errors: ErrorCode[]; examples: ErrorExample[] } => {
  if (access === 'public') return { errors: [], examples: [] };
  const errors: ErrorCode[] = ['unauthorized'];
  const examples: ErrorExample[] = [{ state: SIGNED_OUT, status: 401, code: 'unauthorized' }];
  if (access === 'business-admin') {
    errors.push('forbidden');
    examples.push({ state: BUSINESS_ANALYST, status: 403, code: 'forbidden' });
  } else if (access === 'business-writer') {
    errors.push('forbidden');
    examples.push({ state: BUSINESS_ANALYST, status: 403, code: 'forbidden' });
  } else if (access === 'editor') {
    errors.push('forbidden');
    examples.push({ state: CONSUMER, status: 403, code: 'forbidden' });
  }
  return { errors, examples };
};

type AnySpec = Spec<string, t.Mixed, BodySpec, ResponseSpec>;

/** Every error the route may answer: those of its access, its own, and those of its error examples. */
const errorsOf = (spec: AnySpec): ErrorCode[] => [
  ...new Set([
    ...standardErrors(spec.access).errors,
    ...(spec.errors ?? []),
    ...(spec.errorExamples ?? []).map((example) => example.code),
  ]),
];

/**
 * The route's error examples: its own, and its access's (401 signed out, 403 for a role without
 * it) unless it names its own of that status; each calls the route as its example does.
 */
const errorExamplesOf = (spec: AnySpec): ErrorExample[] => {
  const own = spec.errorExamples ?? [];
  return [
    ...standardErrors(spec.access).examples.filter(
      (example) => !own.some((mine) => mine.status === example.status),
    ),
    ...own,
  ].map((example) => ({
    ...example,
    params: example.params ?? spec.example.params,
    body: example.body ?? spec.example.body,
    ...(spec.example.query !== undefined && example.query === undefined ? { query: spec.example.query } : {}),
    ...(spec.example.files && !example.files ? { files: spec.example.files } : {}),
  }));
};

// The browser's build leaves `errors`, `example` and `errorExamples` out of the definitions, with
// what computes them (adapters/react-ui/vite-route-documentation.ts): each is computed in its property.
const build =
  (method: HttpMethod) =>
  <
    P extends string,
    Q extends t.Mixed = typeof NoQuery,
    B extends BodySpec = typeof NoBody,
    R extends ResponseSpec = ResponseSpec,
  >(
    spec: Spec<P, Q, B, R>,
  ): RouteDefinition<ParamsCodec<P>, Q, B, R> =>
    defineRoute({
      name: spec.name,
      method,
      path: spec.path,
      params: paramsOf(spec.path),
      query: (spec.query ?? NoQuery) as Q,
      body: (spec.body ?? NoBody) as B,
      response: spec.response,
      ...(spec.acceptedStatuses ? { acceptedStatuses: spec.acceptedStatuses } : {}),
      errors: errorsOf(spec as AnySpec),
      access: spec.access,
      ...(spec.client ? { client: spec.client } : {}),
      summary: spec.summary,
      origin: spec.origin ?? 'designed',
      area: spec.area,
      example: spec.example,
      errorExamples: errorExamplesOf(spec as AnySpec),
    });

export const get = build('GET');
export const post = build('POST');
export const put = build('PUT');
export const patch = build('PATCH');
export const del = build('DELETE');

/** `{ data: X }`, the BFF's answer for a read or a write that returns the resource. */
export const data = <C extends t.Mixed>(codec: C) => t.type({ data: codec });
/** `{ data: X[] }`. */
export const list = <C extends t.Mixed>(codec: C) => t.type({ data: t.array(codec) });
/** A paged list. */
export const page = <C extends t.Mixed>(codec: C) =>
  t.type({ data: t.array(codec), page: t.Int, pageSize: t.Int, total: t.Int });

/** An object with required and optional fields. */
export const fields = <R extends t.Props, O extends t.Props>(required: R, optional: O, name?: string) =>
  t.intersection([t.type(required), t.partial(optional)], name);
