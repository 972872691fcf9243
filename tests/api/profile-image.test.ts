/** @vitest-environment node */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, demo, json, login, other, violationOf } from './support/api-calls';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;
let demoToken: string;
let otherToken: string;
beforeAll(async () => {
  server = await startTestServer();
  demoToken = (await login(server.app, demo)).token;
  otherToken = (await login(server.app, other)).token;
});
afterAll(() => server.close());

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-and-the-rest')]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-and-the-rest')]);

function upload(app: FastifyInstance, token: string, bytes: Buffer, filename: string, type: string) {
  const boundary = '----miles-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({ method: 'POST', url: '/api/user/profile_image', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

describe('profile image', () => {
  it('stores a PNG and gives it back to its owner only', async () => {
    expect((await call(server.app, 'GET', 'user/profile_image', { token: demoToken })).statusCode).toBe(404);
    const response = await upload(server.app, demoToken, png, 'me.png', 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    expect(json<Schemas['ProfileImage']>(response)).toEqual({ image_url: '/api/user/profile_image' });
    const mine = await call(server.app, 'GET', 'user/profile_image', { token: demoToken });
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(png)).toBe(true);
    expect(json<Schemas['UserLight']>(await call(server.app, 'GET', 'user_light', { token: demoToken })).image_url).toBe('/api/user/profile_image');
    // The other member has no image: the route has no way to name Dana's.
    expect((await call(server.app, 'GET', 'user/profile_image', { token: otherToken })).statusCode).toBe(404);
    expect((await call(server.app, 'GET', 'user/profile_image')).statusCode).toBe(401);
  });

  it('judges JPEG by content whatever the name says', async () => {
    const response = await upload(server.app, otherToken, jpeg, 'photo.bin', 'application/octet-stream');
    expect(response.statusCode).toBe(200);
    expect((await call(server.app, 'GET', 'user/profile_image', { token: otherToken })).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a file named .png whose content is not an image', async () => {
    const response = await upload(server.app, demoToken, Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png', 'image/png');
    expect(response.statusCode).toBe(422);
    expect(violationOf(response, 'file')?.key).toBe('invalid_image_type');
  });

  it('refuses an image over 2 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(server.app, demoToken, big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(422);
    expect(violationOf(response, 'file')?.key).toBe('image_too_large');
    // The earlier image is still there.
    expect((await call(server.app, 'GET', 'user/profile_image', { token: demoToken })).rawPayload.equals(png)).toBe(true);
  });
});
