/**
 * A `fetch` that reports how much of the request body has been sent. `fetch` cannot report upload
 * progress, so this one sends through XMLHttpRequest and answers a `Response` like `fetch` does:
 * the same request (method, address, headers, body, cookies), a network failure rejected as a
 * `TypeError` and an abort as an `AbortError`, so the typed client's middleware treats it as any
 * other call. Where XMLHttpRequest does not exist (node), it is plain `fetch` without progress.
 */

/** Statuses whose response may not have a body (the `Response` constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** `onProgress` gets the share sent so far, 0–1, as the browser reports it. */
export function fetchWithUploadProgress(onProgress: (sent: number) => void): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (typeof XMLHttpRequest === 'undefined') return fetch(request);
    const body = request.body ? await request.blob() : null;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      xhr.responseType = 'blob';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        const responseBody = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob);
        resolve(
          new Response(responseBody, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
      if (request.signal.aborted) {
        reject(new DOMException('The upload was aborted.', 'AbortError'));
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
