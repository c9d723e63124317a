/**
 * Photos in an S3-compatible bucket (`PHOTO_STORAGE=s3`): AWS S3, or another service speaking its
 * API through `PHOTO_S3_ENDPOINT` (with `PHOTO_S3_FORCE_PATH_STYLE` for those that want it).
 * Credentials come from the AWS SDK's usual chain (`AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`,
 * a profile, or the host's role). The bucket is private: photos are served through the server, which
 * checks who asks; the bucket never answers a browser.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, type PhotoStorage } from './storage.ts';

export interface S3PhotoStorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle?: boolean;
  /** Put before every key (e.g. `storefront/`), so one bucket can hold several things. */
  prefix?: string;
  /** Credentials given here rather than by the SDK's chain (the tests' stand-in). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

function notThere(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

export function s3PhotoStorage(options: S3PhotoStorageOptions): PhotoStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  const Key = (key: string) => `${options.prefix ?? ''}${checkKey(key)}`;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: Key(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        if (!answer.Body) return null;
        const body = await answer.Body.transformToByteArray();
        return {
          body,
          contentType: answer.ContentType ?? 'application/octet-stream',
          version: (answer.ETag ?? '').replaceAll('"', ''),
        };
      } catch (error) {
        if (notThere(error)) return null;
        throw error;
      }
    },
    async version(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return (answer.ETag ?? '').replaceAll('"', '');
      } catch (error) {
        if (notThere(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
  };
}
