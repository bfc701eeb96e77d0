import { type AnyRoute, fillPath, isMultipart } from '../../contracts/route.ts';

/**
 * A route's contract example as an HTTP request: the path with the example's params, its query, and
 * its body (JSON, or multipart/form-data with small files whose content matches their type, since
 * the server judges a file's type by its bytes).
 */
export type ExampleRequest = {
  readonly method: AnyRoute['method'];
  readonly url: string;
  readonly payload?: string | Buffer;
  readonly headers: Readonly<Record<string, string>>;
};

const FILE_BYTES: Readonly<Record<string, Uint8Array>> = {
  'image/jpeg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  'image/png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]),
  'application/pdf': new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
};

/** A file of the content type, padded to `size` bytes when given (the type is told by its first bytes). */
export const sampleFile = (contentType: string, size?: number): Uint8Array => {
  const head = FILE_BYTES[contentType] ?? new Uint8Array([1, 2, 3]);
  if (size === undefined || size <= head.length) return head;
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};

const queryString = (query: Readonly<Record<string, unknown>> | undefined) => {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return '';
  return `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
};

const BOUNDARY = '----portal-security-suite';

/** A multipart/form-data body from text fields and files (name, filename, content type). */
export const multipartBody = (
  fields: Readonly<Record<string, unknown>>,
  files: readonly { field: string; filename: string; contentType: string; bytes?: Uint8Array }[],
): { payload: Buffer; contentType: string } => {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.from(file.bytes ?? sampleFile(file.contentType)),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
};

export const exampleRequest = (route: AnyRoute): ExampleRequest => {
  const example = route.example;
  const url = fillPath(route.path, example.params ?? {}) + queryString(example.query);
  if (isMultipart(route.body)) {
    const { payload, contentType } = multipartBody(
      (example.body ?? {}) as Record<string, unknown>,
      example.files ?? [],
    );
    return { method: route.method, url, payload, headers: { 'content-type': contentType } };
  }
  if (example.body === undefined) return { method: route.method, url, headers: {} };
  return {
    method: route.method,
    url,
    payload: JSON.stringify(example.body),
    headers: { 'content-type': 'application/json' },
  };
};
