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

export class UploadAborted extends Error {
  constructor() {
    super('upload aborted');
    this.name = 'AbortError';
  }
}

export const xhrUpload: UploadTransport = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        request.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      request.onProgress?.(100);
      resolve({
        status: xhr.status,
        text: xhr.responseText,
        contentType: xhr.getResponseHeader('content-type') ?? '',
      });
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(new UploadAborted());
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    request.onProgress?.(0);
    xhr.send(request.body);
  });

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

export const defaultUploadTransport = (fetchImpl: typeof fetch): UploadTransport =>
  typeof XMLHttpRequest === 'function' ? xhrUpload : fetchUpload(fetchImpl);
