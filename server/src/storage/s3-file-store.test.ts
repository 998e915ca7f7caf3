// The S3-compatible store against a local S3 server (s3rver): the stores' contract, refused credentials, and an object written by one store read by another (a second machine).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3StorageConfig } from '../config';
import type { FileStore } from './file-store';
import { fileStoreContract } from './file-store-contract';
import { createS3FileStore, S3StorageError, signS3Request } from './s3-file-store';

let server: S3rver;
let dir: string;
let config: S3StorageConfig;
let store: FileStore;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dealloop-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'dealloop-uploads', configs: [] }],
  });
  const { port } = await server.run();
  config = {
    endpoint: `http://127.0.0.1:${port}/`,
    bucket: 'dealloop-uploads',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    pathStyle: true,
    timeoutMs: 10_000,
  };
  store = createS3FileStore(config);
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('createS3FileStore', () => {
  fileStoreContract(() => store);

  it("fails with the service's reason when it refuses the credentials, storing nothing", async () => {
    const stranger = createS3FileStore({ ...config, accessKeyId: 'NOT-A-KEY' });
    const error = await stranger
      .put('avatars', 'refused.webp', Uint8Array.from([1]))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3StorageError);
    expect((error as S3StorageError).status).toBe(403);
    expect((error as Error).message).toContain('InvalidAccessKeyId');
    expect(await store.get('avatars', 'refused.webp')).toBeNull();
  });

  it('shares objects between machines: what one server writes, another reads and deletes', async () => {
    const other = createS3FileStore(config);
    await store.put('proof-of-funds', 'private-shared.pdf', Uint8Array.from([37, 80, 68, 70]));
    expect(await other.get('proof-of-funds', 'private-shared.pdf')).toEqual(Buffer.from('%PDF'));
    await other.delete('proof-of-funds', 'private-shared.pdf');
    expect(await store.stat('proof-of-funds', 'private-shared.pdf')).toBeNull();
  });

  it('says which bucket is missing instead of storing nowhere', async () => {
    const lost = createS3FileStore({ ...config, bucket: 'no-such-bucket' });
    await expect(lost.put('avatars', 'a.webp', Uint8Array.from([1]))).rejects.toThrow(/NoSuchBucket/);
  });
});

// s3rver does not check SigV4 signatures: the signer is checked against the examples of the AWS documentation
// ("Signature Calculations for the Authorization Header", Amazon S3 API reference).
describe('signS3Request', () => {
  const aws = {
    region: 'us-east-1',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  };
  const at = new Date('2013-05-24T00:00:00Z');
  const signatureOf = (headers: Record<string, string>) =>
    /Signature=([0-9a-f]{64})$/.exec(headers.authorization!)?.[1];

  interface Example {
    example: string;
    request: { method: string; url: string; headers?: Record<string, string>; body?: Uint8Array };
    signature: string;
  }
  it.each<Example>([
    {
      example: 'GET Object',
      request: {
        method: 'GET',
        url: 'https://examplebucket.s3.amazonaws.com/test.txt',
        headers: { Range: 'bytes=0-9' },
      },
      signature: 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    },
    {
      example: 'PUT Object',
      request: {
        method: 'PUT',
        url: 'https://examplebucket.s3.amazonaws.com/test%24file.text',
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        body: new TextEncoder().encode('Welcome to Amazon S3.'),
      },
      signature: '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    },
    {
      example: 'GET Bucket Lifecycle',
      request: { method: 'GET', url: 'https://examplebucket.s3.amazonaws.com/?lifecycle' },
      signature: 'fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
    },
    {
      example: 'Get Bucket (List Objects)',
      request: { method: 'GET', url: 'https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J' },
      signature: '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    },
  ])('signs the $example example as AWS does', ({ request, signature }) => {
    const headers = signS3Request(aws, { ...request, url: new URL(request.url) }, at);
    expect(signatureOf(headers)).toBe(signature);
    expect(headers.authorization).toContain(
      'Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
    );
  });
});
