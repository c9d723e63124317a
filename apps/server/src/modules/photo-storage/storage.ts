/**
 * Where uploaded photos are kept (the trade-in's six photos), behind one interface chosen by
 * configuration: a folder on this host by default (`local.ts`), any S3-compatible bucket with
 * `PHOTO_STORAGE=s3` (`s3.ts`), which several server processes can share. Keys are paths of
 * lower-case letters, digits, `-`, `_`, `.` and `/` that the server builds itself (never a name a
 * client sent); an object is a photo the server re-encoded, with its content type.
 */
import { join } from 'node:path';
import type { Logger } from 'pino';
import { localPhotoStorage } from './local.ts';
import { s3PhotoStorage } from './s3.ts';

export interface StoredPhoto {
  body: Uint8Array;
  contentType: string;
  /** Changes whenever the object is written again (the URLs of a photo carry it). */
  version: string;
}

export interface PhotoStorage {
  readonly kind: 'local' | 's3';
  /** Writes (or replaces) the object. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredPhoto | null>;
  /** The object's version without its body, or null when there is none. */
  version(key: string): Promise<string | null>;
  /** Removes the object; removing one that is not there is no error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9_-]+(?:\.[a-z0-9]+)?(?:\/[a-z0-9_-]+(?:\.[a-z0-9]+)?)*$/;

/** Refuses a key that is not one the server builds (no `..`, no absolute path, no odd character). */
export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/** The photo storage the environment configures (the server README's `PHOTO_*` variables). */
export function photoStorageFromEnv(env: NodeJS.ProcessEnv, dataDir: string, logger: Logger): PhotoStorage {
  const kind = env.PHOTO_STORAGE || 'local';
  if (kind === 'local') {
    const dir = env.PHOTO_DIR || join(dataDir, 'photos');
    logger.info({ photoStorage: 'local', dir }, 'photos are stored in a local folder');
    return localPhotoStorage(dir);
  }
  if (kind === 's3') {
    const bucket = env.PHOTO_S3_BUCKET;
    if (!bucket) throw new Error('PHOTO_STORAGE=s3 needs PHOTO_S3_BUCKET');
    logger.info({ photoStorage: 's3', bucket }, 'photos are stored in an S3-compatible bucket');
    return s3PhotoStorage({
      bucket,
      region: env.PHOTO_S3_REGION || 'us-east-1',
      endpoint: env.PHOTO_S3_ENDPOINT || undefined,
      forcePathStyle: env.PHOTO_S3_FORCE_PATH_STYLE === 'true' || env.PHOTO_S3_FORCE_PATH_STYLE === '1',
      prefix: env.PHOTO_S3_PREFIX || '',
    });
  }
  throw new Error(`PHOTO_STORAGE must be local or s3, not ${kind}`);
}

const configured = new WeakMap<object, PhotoStorage>();

/** The app's one photo storage (the environment's, made once per app's dependencies). */
export function photoStorageOf(deps: { config: { dataDir: string }; logger: Logger }): PhotoStorage {
  let storage = configured.get(deps);
  if (!storage) {
    storage = photoStorageFromEnv(process.env, deps.config.dataDir, deps.logger);
    configured.set(deps, storage);
  }
  return storage;
}
