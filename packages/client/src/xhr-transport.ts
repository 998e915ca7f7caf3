// One HTTP exchange over XMLHttpRequest, for bodies whose sending must be observed (fetch cannot report it).
import { ApiError } from './api-error';
import { answerOf, requestHeaders, type TransportRequest } from './http-transport';
import { buildRequestUrl } from './request-url';
import type { UploadProgress } from './types';

/** A request sent over XMLHttpRequest: a transport request that reports the progress of its body. */
export interface ProgressRequest extends TransportRequest {
  onProgress?: (progress: UploadProgress) => void;
}

/** Sends one request; answers and fails exactly like the fetch transport's `Send`. */
export type SendWithProgress = <T>(method: string, path: string, request?: ProgressRequest) => Promise<T>;

/** The rejection of an aborted request: the signal's reason, as fetch rejects. */
const abortReason = (signal: AbortSignal | undefined): unknown =>
  signal?.reason ?? new DOMException('The request was aborted.', 'AbortError');

/** The Response of a finished XMLHttpRequest, so its answer is read by the same code as fetch's. */
function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const bodyless = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
  return new Response(bodyless ? null : xhr.responseText, { status: xhr.status, headers });
}

/** Creates the sender over XMLHttpRequests made by `createXhr`. */
export function createXhrTransport(baseUrl: string, createXhr: () => XMLHttpRequest): SendWithProgress {
  return function send<T>(method: string, path: string, request: ProgressRequest = {}): Promise<T> {
    const { signal, onProgress } = request;
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise<Response>((resolve, reject) => {
      const xhr = createXhr();
      const onAbort = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', onAbort);
      xhr.open(method.toUpperCase(), buildRequestUrl(baseUrl, path, request.query));
      for (const [name, value] of Object.entries(requestHeaders(request))) xhr.setRequestHeader(name, value);
      if (onProgress) {
        xhr.upload.onprogress = (event) =>
          onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
      }
      xhr.onload = () => {
        settle();
        resolve(responseOf(xhr));
      };
      xhr.onerror = () => {
        settle();
        reject(ApiError.network(new Error(`${method.toUpperCase()} ${path} got no answer.`)));
      };
      xhr.onabort = () => {
        settle();
        reject(abortReason(signal));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const body = request.json === undefined ? request.body : JSON.stringify(request.json);
      xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
    }).then((response) => answerOf<T>(response));
  };
}
