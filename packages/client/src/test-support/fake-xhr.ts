// A fake XMLHttpRequest for the client's unit tests: it sends through the fake API and reports body progress.
import type { createFakeApi } from './fake-api';

type Listener = ((event: ProgressEvent) => void) | null;

/** The bytes of a request body, as XMLHttpRequest would count them (roughly, for FormData). */
function bodySize(body: unknown): number {
  if (body instanceof FormData) {
    let size = 0;
    for (const [, value] of body) size += typeof value === 'string' ? value.length : value.size;
    return size;
  }
  if (typeof body === 'string') return body.length;
  return body instanceof Blob ? body.size : 0;
}

const progressEvent = (loaded: number, total: number, lengthComputable: boolean) =>
  ({ loaded, total: lengthComputable ? total : 0, lengthComputable }) as ProgressEvent;

/**
 * Creates fake XMLHttpRequests over the fake API: each send reports half the body, then (unless held) the
 * whole body, then asks the API and finishes with load, error (API offline) or abort.
 */
export function createFakeXhr(api: ReturnType<typeof createFakeApi>) {
  let releaseGate: (() => void) | null = null;
  let gate: Promise<void> | null = null;
  const control = {
    /** Every request made, in order. */
    made: [] as FakeXhr[],
    /** When false, progress events say the length is not computable. */
    lengthComputable: true,
    /** Holds every upload after its first progress event until `releaseUploads()`. */
    holdUploads() {
      gate = new Promise((resolve) => {
        releaseGate = resolve;
      });
    },
    releaseUploads() {
      releaseGate?.();
      gate = null;
    },
    create: (): XMLHttpRequest => {
      const xhr = new FakeXhr();
      control.made.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  };

  class FakeXhr {
    method = '';
    url = '';
    readonly headers: Record<string, string> = {};
    readonly upload: { onprogress: Listener } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    aborted = false;
    private responseHeaders = '';
    private done = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    getAllResponseHeaders() {
      return this.responseHeaders;
    }

    abort() {
      if (this.done || this.aborted) return;
      this.aborted = true;
      this.onabort?.();
    }

    send(body: BodyInit | null) {
      void this.run(body);
    }

    private async run(body: BodyInit | null) {
      const total = bodySize(body);
      await Promise.resolve();
      if (this.aborted) return;
      this.upload.onprogress?.(progressEvent(Math.floor(total / 2), total, control.lengthComputable));
      if (gate) await gate;
      if (this.aborted) return;
      this.upload.onprogress?.(progressEvent(total, total, control.lengthComputable));
      let response: Response;
      try {
        response = await api.fetch(this.url, { method: this.method, headers: this.headers, body });
      } catch {
        this.done = true;
        this.onerror?.();
        return;
      }
      const text = await response.text();
      if (this.aborted) return;
      this.done = true;
      this.status = response.status;
      this.responseText = text;
      this.responseHeaders = [...response.headers].map(([name, value]) => `${name}: ${value}\r\n`).join('');
      this.onload?.();
    }
  }

  return control;
}
