/**
 * Photos in a folder of this host (the default; under DATA_DIR unless PHOTO_DIR names another): one
 * file a key, written to a temporary name and renamed, so a reader never sees half a photo. The
 * content type is the key's extension's (the server writes `.jpg` and `.webp` only).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkKey, type PhotoStorage } from './storage.ts';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp' };

function typeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

const versionOf = (size: number, mtimeMs: number) =>
  createHash('sha256').update(`${size}:${mtimeMs}`).digest('hex').slice(0, 16);

function missing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export function localPhotoStorage(root: string): PhotoStorage {
  const path = (key: string) => join(root, checkKey(key));
  return {
    kind: 'local',
    async put(key, body) {
      const file = path(key);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body, { mode: 0o600 });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        const file = path(key);
        const [body, info] = await Promise.all([readFile(file), stat(file)]);
        return { body, contentType: typeOf(key), version: versionOf(info.size, info.mtimeMs) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async version(key) {
      try {
        const info = await stat(path(key));
        return versionOf(info.size, info.mtimeMs);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(path(key), { force: true });
    },
  };
}
