/** @vitest-environment node */
// One member must not fill the disk: each 2 MB picture grew PGlite's data directory by ~4 MB for
// good (the replaced picture's dead TOAST chunks + its WAL; PGlite has no autovacuum worker and no
// background checkpointer). This test runs the server on an on-disk PGlite, uploads 20 pictures of 1 MiB
// (two hours' worth: the clock moves an hour between batches of 10) and bounds the directory's growth. Without the
// vacuum and checkpoint each replacement grows it by about twice its picture, so half the largest picture and two
// hours still end far above the bound, with half the bytes written and synced per upload of the largest.
import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileFolder } from '../support/temp-dir';
import { buildServer } from '../../server/app';
import { demo, login } from './support/api-calls';
import { seededDump, testClock } from './support/test-server';

const mib = 1024 * 1024;
const imageBytes = mib;
const walSegment = 16 * mib;

async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await sizeOf(path) : (await stat(path)).size;
  }
  return total;
}

/** A PNG signature then random bytes: as incompressible as a real photo. */
const picture = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(imageBytes - 8)]);

function upload(app: FastifyInstance, token: string, bytes: Buffer) {
  const boundary = '----miles-disk-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/user/profile_image',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const dataDir = join(fileFolder('miles-disk-'), 'db');
const clock = testClock();
beforeAll(async () => {
  // The data directory starts as the other files' seeded database, on disk: no initdb, migration or seed here.
  const seeded = await PGlite.create(dataDir, { loadDataDir: await seededDump() });
  await seeded.close();
});

describe('profile pictures on an on-disk PGlite', () => {
  it(
    '20 uploads of 1 MiB grow the data directory by less than one WAL segment plus 3 pictures, restart included',
    // Twenty uploads, each followed by a vacuum and a checkpoint on disk, and two server starts.
    { timeout: 120_000 },
    async () => {
      let app = await buildServer({ dataDir, rateLimit: false, clock: clock.now });
      let token = (await login(app, demo)).token;
      // The first picture is the member's data: what must not grow is what replacing it costs.
      expect((await upload(app, token, picture())).statusCode).toBe(200);
      const before = await sizeOf(dataDir);
      for (let batch = 0; batch < 2; batch++) {
        if (batch > 0) {
          clock.advance(61 * 60_000);
          token = (await login(app, demo)).token;
        }
        for (let n = batch === 0 ? 1 : 0; n < 10; n++) {
          const response = await upload(app, token, picture());
          expect(response.statusCode, response.body).toBe(200);
        }
      }
      expect((await upload(app, token, picture())).statusCode).toBe(429);
      const growth = (await sizeOf(dataDir)) - before;
      await app.close();
      app = await buildServer({ dataDir, rateLimit: false, clock: clock.now });
      const afterRestart = (await sizeOf(dataDir)) - before;
      await app.close();
      console.info(
        `data directory growth after 19 replacements: ${(growth / mib).toFixed(1)} MiB, after a restart ${(afterRestart / mib).toFixed(1)} MiB`,
      );
      // With the vacuum and checkpoint the table barely grows and the WAL keeps at most one more 16 MiB segment,
      // recycled, whatever the number of uploads; without them 19 replacements add about 38 MiB.
      expect(growth).toBeLessThan(walSegment + 3 * imageBytes);
      expect(afterRestart).toBeLessThan(walSegment + 3 * imageBytes);
    },
  );
});
