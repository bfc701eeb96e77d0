/**
 * Sends a multipart body and reports progress from 0 to 100 (consumer spec §4 "Multi-step forms").
 * Browsers report upload progress only through XMLHttpRequest; elsewhere (Node, tests) fetch sends
 * the body and progress jumps from 0 to 100 when it is done.
 */
export type UploadRequest = {
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: FormData;
  readonly signal?: AbortSignal;
  readonly onProgress?: (percent: number) => void;
};

export type UploadResponse = { readonly status: number; readonly text: string; readonly contentType: string };

export type UploadTransport = (request: UploadRequest) => Promise<UploadResponse>;

export const fetchUpload =
  (fetchImpl: typeof fetch): UploadTransport =>
  async (request) => {
    request.onProgress?.(0);
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      credentials: 'include',
      signal: request.signal,
    });
    const text = await response.text();
    request.onProgress?.(100);
    return { status: response.status, text, contentType: response.headers.get('content-type') ?? '' };
  };

/** XMLHttpRequest where there is one (a browser, loaded with the first upload), else fetch. */
export const defaultUploadTransport = (fetchImpl: typeof fetch): UploadTransport =>
  typeof XMLHttpRequest === 'function'
    ? async (request) => (await import('./xhr-upload.ts')).xhrUpload(request)
    : fetchUpload(fetchImpl);
