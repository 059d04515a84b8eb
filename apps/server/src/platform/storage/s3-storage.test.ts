import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Storage } from './index.ts';
import { describeStorageContract } from './storage-contract.ts';

// s3rver: a local S3-compatible server reached over real HTTP with its fixed test credentials. It checks the
// expiry of presigned URLs but not their SigV4 signature ("unimplemented" in its authentication middleware), so the
// tampering case cannot be observed here; real S3 answers it with 403 SignatureDoesNotMatch.
describeStorageContract(
  'S3',
  async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'viva-s3rver-'));
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'viva-test' }],
    });
    const { port } = await server.run();
    const storage = createS3Storage({
      bucket: 'viva-test',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    return {
      storage,
      expiredStatus: 403,
      download: async (url, headers) => {
        const response = await fetch(url, { headers });
        return {
          status: response.status,
          headers: Object.fromEntries(response.headers.entries()),
          body: Buffer.from(await response.arrayBuffer()),
        };
      },
      dispose: async () => {
        await server.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  },
  { checksSignatures: false },
);
