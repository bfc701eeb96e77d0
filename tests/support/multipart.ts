/**
 * Multipart bodies as the portals send them (FormData; `app.inject` sets the boundary), and files
 * whose leading bytes are those of their format: the server types an upload from its content.
 */

export const JPEG_BYTES = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  0x01,
  0x01,
  0x00,
  ...new Array(600).fill(0x20),
  0xff,
  0xd9,
]);

export const PNG_BYTES = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

export const PDF_BYTES = new Uint8Array(
  Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
);

export type FilePart = {
  readonly field: string;
  readonly filename: string;
  readonly bytes: Uint8Array;
  /** What the client claims; the server goes by the content. */
  readonly contentType?: string;
};

export const multipart = (fields: Readonly<Record<string, string>>, files: readonly FilePart[]): FormData => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const part of files)
    data.append(
      part.field,
      new File([new Uint8Array(part.bytes)], part.filename, {
        type: part.contentType ?? 'application/octet-stream',
      }),
    );
  return data;
};
