/**
 * A form step's endpoint (business §7): its path with the ids filled in, its method and its body.
 * Apart from the field checks of form-engine.ts, so that the typed client, which every page loads,
 * does not carry the phone and IBAN libraries those checks need.
 */
import { err, ok, type Result } from 'neverthrow';
import type { BodyMapping, FormValues, HttpMethod, StepEndpoint } from './form-engine.ts';
import { valueAt } from './value-at.ts';
import type { VisibilityData } from './visibility.ts';

/** Placeholders a step's endpoint path may hold (business §7). */
export const ENDPOINT_PLACEHOLDERS = ['customer_id', 'subscription_id', 'lead_id'] as const;
export type EndpointPlaceholder = (typeof ENDPOINT_PLACEHOLDERS)[number];
export type EndpointIds = Readonly<Partial<Record<EndpointPlaceholder, string | null>>>;

export type EndpointPathError =
  | { readonly code: 'unsupported_placeholder'; readonly placeholder: string }
  | { readonly code: 'missing_placeholder_value'; readonly placeholder: EndpointPlaceholder }
  | { readonly code: 'malformed_path'; readonly path: string };

const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * "/portal/api/bff/deals/{subscription_id}/mileage-report" with the ids filled in (URL-encoded).
 * Any other placeholder, a supported one without a value, or a stray brace is an error value.
 */
export const fillEndpointPath = (template: string, ids: EndpointIds): Result<string, EndpointPathError> => {
  for (const [, name = ''] of template.matchAll(PLACEHOLDER)) {
    if (!(ENDPOINT_PLACEHOLDERS as readonly string[]).includes(name))
      return err({ code: 'unsupported_placeholder', placeholder: name });
    const placeholder = name as EndpointPlaceholder;
    if (!ids[placeholder]) return err({ code: 'missing_placeholder_value', placeholder });
  }
  const filled = template.replace(PLACEHOLDER, (_, name: EndpointPlaceholder) =>
    encodeURIComponent(ids[name] ?? ''),
  );
  return /[{}]/.test(filled) ? err({ code: 'malformed_path', path: template }) : ok(filled);
};

export const endpointMethod = (endpoint: StepEndpoint): HttpMethod => endpoint.method ?? 'POST';

type JsonBody = { [key: string]: unknown };

const setPath = (target: JsonBody, path: string, value: unknown): void => {
  const segments = path.split('.');
  let current = target;
  for (const [index, segment] of segments.entries()) {
    if (index === segments.length - 1) {
      // defineProperty, so a key such as "__proto__" stays plain data.
      Object.defineProperty(current, segment, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return;
    }
    const existing = Object.hasOwn(current, segment) ? current[segment] : undefined;
    const next: JsonBody =
      typeof existing === 'object' && existing !== null && !Array.isArray(existing)
        ? (existing as JsonBody)
        : {};
    if (next !== existing)
      Object.defineProperty(current, segment, {
        value: next,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    current = next;
  }
};

/**
 * The request body: each mapping key (a dotted path) gets the named field's value, or the constant.
 * Fields without a value are left out. Without a mapping the body is the values as they are.
 */
export const mapBody = (
  mapping: BodyMapping | undefined,
  values: FormValues,
  data: VisibilityData = {},
): JsonBody => {
  if (mapping === undefined) return { ...values };
  const fieldValue = (name: string) => (Object.hasOwn(values, name) ? values[name] : undefined);
  const body: JsonBody = {};
  for (const [path, source] of Object.entries(mapping)) {
    const value =
      typeof source === 'string'
        ? fieldValue(source)
        : 'const' in source
          ? source.const
          : 'data' in source
            ? valueAt(data, source.data)
            : source.firstOf.map(fieldValue).find((candidate) => candidate !== undefined && candidate !== '');
    if (value !== undefined) setPath(body, path, value);
  }
  return body;
};
