// Uploads that report progress: XMLHttpRequest behind the same bearer token, refresh and errors as every call.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { paths, REFRESH, setup } from './test-support/client-under-test';
import { errorResponse } from './test-support/fake-api';
import type { UploadProgress } from './types';

const UPLOADS = '/api/v1/uploads';
const photo = () => new File(['0123456789'], 'porch.png', { type: 'image/png' });

/** Uploads a photo as a listing image, collecting the progress reports. */
function uploadWithProgress(client: ReturnType<typeof setup>['client'], signal?: AbortSignal) {
  const reports: UploadProgress[] = [];
  const result = client.uploads.upload(photo(), 'listing', undefined, {
    onProgress: (progress) => reports.push(progress),
    ...(signal && { signal }),
  });
  return { reports, result };
}

describe('uploads with progress', () => {
  it('reports the body going out, then answers the upload, sent with the bearer token as multipart', async () => {
    const { api, xhr, client, session } = setup({ ttlSeconds: 900 });
    const { reports, result } = uploadWithProgress(client);
    expect(await result).toMatchObject({ id: 'upload-1', url: '/u.webp' });
    const total = photo().size + 'listing'.length;
    expect(reports).toEqual([
      { loaded: Math.floor(total / 2), total },
      { loaded: total, total },
    ]);
    expect(xhr.made).toHaveLength(1);
    expect(xhr.made[0]!.method).toBe('POST');
    expect(xhr.made[0]!.url).toBe(`https://api.test${UPLOADS}`);
    const call = api.callsTo(UPLOADS)[0]!;
    expect(call.authorization).toBe(`Bearer ${session!.accessToken}`);
    expect(call.headers.get('content-type')).toBeNull();
    const form = call.body as FormData;
    expect(form.get('purpose')).toBe('listing');
    expect((form.get('file') as File).name).toBe('porch.png');
  });

  it('reports a null total when the length is not computable', async () => {
    const { xhr, client } = setup({ ttlSeconds: 900 });
    xhr.lengthComputable = false;
    const { reports, result } = uploadWithProgress(client);
    await result;
    expect(reports.map((report) => report.total)).toEqual([null, null]);
  });

  it('refreshes a token about to expire before uploading, through the shared refresh', async () => {
    const { api, client, stored } = setup({ ttlSeconds: 30, leewaySeconds: 60 });
    await uploadWithProgress(client).result;
    expect(paths(api)).toEqual([`POST ${REFRESH}`, `POST ${UPLOADS}`]);
    expect(api.callsTo(UPLOADS)[0]!.authorization).toBe(`Bearer ${stored()!.accessToken}`);
  });

  it('after a 401 invalid_token refreshes once and uploads again, progress starting over', async () => {
    const { api, xhr, client, stored } = setup({ ttlSeconds: 900 });
    api.rejectAccessTokens();
    const { reports, result } = uploadWithProgress(client);
    expect(await result).toMatchObject({ id: 'upload-1' });
    expect(paths(api)).toEqual([`POST ${UPLOADS}`, `POST ${REFRESH}`, `POST ${UPLOADS}`]);
    expect(api.callsTo(UPLOADS)[1]!.authorization).toBe(`Bearer ${stored()!.accessToken}`);
    expect(xhr.made).toHaveLength(2);
    expect(reports.map((report) => report.loaded)).toEqual([8, 17, 8, 17]);
  });

  it('throws the ApiError of a refused upload with its code and message', async () => {
    const { api, client } = setup({ ttlSeconds: 900 });
    api.on(`POST ${UPLOADS}`, () =>
      errorResponse(413, 'image_too_large', 'Image must be less than 5MB', { 'retry-after': '3' }),
    );
    const error = await uploadWithProgress(client).result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'image_too_large',
      message: 'Image must be less than 5MB',
      retryAfterSeconds: 3,
    });
  });

  it('throws ApiError network_error with status 0 when the server is not reached', async () => {
    const { api, client } = setup({ ttlSeconds: 900 });
    api.offline = true;
    await expect(uploadWithProgress(client).result).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

  it('aborts the request when the signal aborts, rejecting with an AbortError', async () => {
    const { api, xhr, client } = setup({ ttlSeconds: 900 });
    xhr.holdUploads();
    const controller = new AbortController();
    const { reports, result } = uploadWithProgress(client, controller.signal);
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.made[0]!.aborted).toBe(true);
    xhr.releaseUploads();
    await Promise.resolve();
    expect(api.callsTo(UPLOADS)).toHaveLength(0);
    expect(reports).toHaveLength(1);
  });

  it('never sends when the signal has already aborted', async () => {
    const { api, xhr, client } = setup({ ttlSeconds: 900 });
    const controller = new AbortController();
    controller.abort();
    await expect(uploadWithProgress(client, controller.signal).result).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(xhr.made).toHaveLength(0);
    expect(api.calls).toHaveLength(0);
  });

  it('without XMLHttpRequest uploads with fetch and reports only the end', async () => {
    const { api, client } = setup({ ttlSeconds: 900, noXhr: true });
    const { reports, result } = uploadWithProgress(client);
    expect(await result).toMatchObject({ id: 'upload-1' });
    expect(api.callsTo(UPLOADS)).toHaveLength(1);
    expect(reports).toEqual([{ loaded: photo().size, total: photo().size }]);
  });

  it('an upload without onProgress goes through fetch as before', async () => {
    const { api, xhr, client } = setup({ ttlSeconds: 900 });
    await client.uploads.upload(photo(), 'listing');
    expect(xhr.made).toHaveLength(0);
    expect(api.callsTo(UPLOADS)).toHaveLength(1);
  });
});
