/**
 * The browser's transport of a multipart body with its progress (XMLHttpRequest: fetch reports none
 * while it sends). A module of its own, loaded with the first upload: no page's first render needs it,
 * and the first route's scripts stay within their budget (docs/ui/performance.md "The first route under 210 kB").
 */
import type { UploadTransport } from './upload.ts';

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
