import type { Download } from '../../../http/client/create-portal-api.ts';

/** Hands a downloaded file to the browser as a saved file (an object URL on a temporary link). */
export const saveDownload = (download: Download, fallbackName: string): void => {
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(
    new Blob([download.bytes as Uint8Array<ArrayBuffer>], { type: download.contentType }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = download.filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
