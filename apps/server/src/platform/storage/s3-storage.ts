import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertValidKey,
  assertValidPrefix,
  contentDisposition,
  MissingObjectError,
  type Storage,
} from './storage.ts';

export type S3Storage = Storage & { readonly kind: 's3' };

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, Ceph...); unset means AWS. */
  endpoint: string | undefined;
  /** Unset means the SDK's default credential chain (environment, instance role...). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Files in an S3-compatible bucket, downloaded through presigned GET URLs. */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // The SDK's newer default checksums are refused by many S3-compatible stores; send them only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  const getObject = async (key: string) => {
    assertValidKey(key);
    try {
      const response = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!response.Body) throw new MissingObjectError(key);
      return response.Body;
    } catch (error) {
      throw isNotFound(error) ? new MissingObjectError(key) : error;
    }
  };

  return {
    kind: 's3',

    put: async (key, body, { contentType }) => {
      assertValidKey(key);
      if (body instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
        return { size: body.byteLength };
      }
      let size = 0;
      const counted = Readable.from(
        (async function* () {
          for await (const chunk of body as AsyncIterable<Buffer>) {
            size += chunk.length;
            yield chunk;
          }
        })(),
      );
      // Multipart for large bodies; an aborted or failed upload is aborted on S3 too, so no object appears.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: counted, ContentType: contentType },
      }).done();
      return { size };
    },

    getStream: async (key) => (await getObject(key)) as Readable,

    getBytes: async (key) => (await getObject(key)).transformToByteArray(),

    exists: async (key) => {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    delete: async (key) => {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    deletePrefix: async (prefix) => {
      assertValidPrefix(prefix);
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: continuationToken }),
        );
        const objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (objects.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: objects, Quiet: true } }));
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    signedUrl: async (key, { expiresInSeconds, disposition = 'inline', fileName, contentType }) => {
      assertValidKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: contentDisposition(disposition, fileName),
        ResponseContentType: contentType,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
  };
}
