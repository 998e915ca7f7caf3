// The object store in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2...): every DealLoop bucket
// is a key prefix in one S3 bucket (`avatars/...`, `proof-of-funds/...`), so several server processes on several
// machines share uploads with no shared disk. Requests are signed with AWS Signature Version 4 (header auth). No
// object is public: /storage and the proof-of-funds download read them through the server as before. S3 replaces an
// object in one step, so readers see the old bytes or the new ones, as the local store promises.
import { createHash, createHmac } from 'node:crypto';
import type { S3StorageConfig } from '../config';
import { checkedObject, type FileStore } from './file-store';

const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Uint8Array | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as SigV4's canonical URI wants it. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The headers that sign one request (SigV4, header auth): host, the payload's hash, the time and `headers` are
 * signed; the answer holds the headers to send besides `headers` (fetch sets host itself).
 */
export function signS3Request(
  config: Pick<S3StorageConfig, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  request: { method: string; url: URL; headers?: Record<string, string>; body?: Uint8Array },
  now: Date,
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256Hex(request.body ?? '');
  const headers: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value.trim()]),
    ),
    host: request.url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  const signed = Object.keys(headers).sort();
  const query = [...request.url.searchParams]
    .map(([name, value]) => `${encodeSegment(name)}=${encodeSegment(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    query,
    signed.map((name) => `${name}:${headers[name]}\n`).join(''),
    signed.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${config.region}/s3/aws4_request`;
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${sha256Hex(canonicalRequest)}`;
  const key = hmac(
    hmac(hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
    authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${signed.join(';')}, Signature=${signature}`,
  };
}

/** An S3 answer the store did not expect, with the service's own error code when it sent one. */
export class S3StorageError extends Error {
  constructor(
    readonly status: number,
    readonly operation: string,
    detail: string,
  ) {
    super(`storage: S3 ${operation} answered ${status}${detail ? ` (${detail})` : ''}`);
  }
}

/** A {@link FileStore} on an S3-compatible bucket (see the module comment). */
export function createS3FileStore(config: S3StorageConfig, clock: () => Date = () => new Date()): FileStore {
  const base = new URL(config.endpoint);
  const root = base.pathname.replace(/\/+$/, '');
  const urlOf = (key: string) => {
    const path = key.split('/').map(encodeSegment).join('/');
    return config.pathStyle
      ? new URL(`${base.origin}${root}/${encodeSegment(config.bucket)}/${path}`)
      : new URL(`${base.protocol}//${config.bucket}.${base.host}${root}/${path}`);
  };

  const send = async (operation: string, method: string, key: string, body?: Uint8Array) => {
    const url = urlOf(key);
    const headers = signS3Request(config, { method, url, body }, clock());
    const response = await fetch(url, {
      method,
      headers: body ? { ...headers, 'content-length': String(body.byteLength) } : headers,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (response.ok || response.status === 404) return response;
    const text = await response.text().catch(() => '');
    throw new S3StorageError(response.status, operation, /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '');
  };

  return {
    async put(bucket, name, bytes) {
      const response = await send('put', 'PUT', checkedObject(bucket, name), bytes);
      if (response.status === 404) throw new S3StorageError(404, 'put', 'NoSuchBucket');
      await response.arrayBuffer();
    },

    async get(bucket, name) {
      const response = await send('get', 'GET', checkedObject(bucket, name));
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      return Buffer.from(await response.arrayBuffer());
    },

    async stat(bucket, name) {
      const response = await send('stat', 'HEAD', checkedObject(bucket, name));
      if (response.status === 404) return null;
      const size = Number(response.headers.get('content-length'));
      const modified = response.headers.get('last-modified');
      return { size, modifiedAt: modified ? new Date(modified) : clock() };
    },

    async delete(bucket, name) {
      const response = await send('delete', 'DELETE', checkedObject(bucket, name));
      await response.arrayBuffer();
    },
  };
}
