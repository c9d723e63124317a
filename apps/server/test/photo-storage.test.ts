/**
 * The photo storage's contract (`modules/photo-storage/`), run against each adapter: the local folder,
 * and the S3 adapter speaking to a small stand-in of the S3 object API on a loopback port (path-style
 * PUT, GET, HEAD and DELETE of objects, ETags; `S3StandIn` below). The stand-in is ours, not S3: it
 * shows the adapter sends the S3 calls and reads their answers as the local folder behaves; it is no
 * test against a real bucket (see the server README, Photos and uploads).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPhotoStorage } from '../src/modules/photo-storage/local.ts';
import { s3PhotoStorage } from '../src/modules/photo-storage/s3.ts';
import type { PhotoStorage } from '../src/modules/photo-storage/storage.ts';

/** A loopback stand-in of the S3 object calls the adapter makes (one bucket, path style). */
function s3StandIn(bucket: string) {
  const objects = new Map<string, { body: Buffer; type: string; etag: string }>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const prefix = `/${bucket}/`;
    if (!url.pathname.startsWith(prefix)) {
      res.writeHead(404).end();
      return;
    }
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const found = objects.get(key);
      const missing = () =>
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end(
            req.method === 'HEAD'
              ? undefined
              : '<Error><Code>NoSuchKey</Code><Message>none</Message></Error>',
          );
      if (req.method === 'PUT') {
        const body = Buffer.concat(chunks);
        const etag = createHash('md5').update(body).digest('hex');
        objects.set(key, { body, type: String(req.headers['content-type']), etag });
        res.writeHead(200, { ETag: `"${etag}"` }).end();
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else if (!found) missing();
      else {
        const headers = {
          ETag: `"${found.etag}"`,
          'Content-Type': found.type,
          'Content-Length': found.body.length,
        };
        res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : found.body);
      }
    });
  });
  return { server, objects };
}

const standIn = s3StandIn('photos');
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
});
const folders: string[] = [];
afterAll(async () => {
  await new Promise<void>((resolve) => standIn.server.close(() => resolve()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const adapters: [string, () => PhotoStorage][] = [
  [
    'local folder',
    () => {
      const folder = mkdtempSync(join(tmpdir(), 'sf-photo-store-'));
      folders.push(folder);
      return localPhotoStorage(folder);
    },
  ],
  [
    'S3 adapter (loopback stand-in)',
    () =>
      s3PhotoStorage({
        bucket: 'photos',
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        prefix: 'storefront/',
        credentials: { accessKeyId: 'standin', secretAccessKey: 'standin' },
      }),
  ],
];

describe.each(adapters)('photo storage contract: %s', (_name, make) => {
  it('gives back what it was given, with its type, and a version that changes when it is written again', async () => {
    const store = make();
    const key = 'trade-ins/1/2/image_front.jpg';
    expect(await store.get(key)).toBeNull();
    expect(await store.version(key)).toBeNull();
    await store.put(key, new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]), 'image/jpeg');
    const first = await store.get(key);
    expect(first?.contentType).toBe('image/jpeg');
    expect([...(first?.body ?? [])]).toEqual([0xff, 0xd8, 0xff, 1, 2, 3]);
    const version = await store.version(key);
    expect(version).toBe(first?.version);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.put(key, new Uint8Array([0xff, 0xd8, 0xff, 9, 9]), 'image/jpeg');
    expect(await store.version(key)).not.toBe(version);
    expect([...((await store.get(key))?.body ?? [])]).toEqual([0xff, 0xd8, 0xff, 9, 9]);
  });

  it('removes, and removing what is not there is no error', async () => {
    const store = make();
    const key = 'trade-ins/1/3/image_back.jpg';
    await store.put(key, new Uint8Array([1]), 'image/jpeg');
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('refuses a key the server would not build (a way out of its folder or prefix)', async () => {
    const store = make();
    await expect(store.put('../outside.jpg', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(store.get('/etc/passwd')).rejects.toThrow(/invalid storage key/);
  });
});

it('the S3 adapter writes under its prefix in the bucket', () => {
  expect([...standIn.objects.keys()].every((k) => k.startsWith('storefront/trade-ins/'))).toBe(true);
  expect(standIn.objects.size).toBeGreaterThan(0);
});
