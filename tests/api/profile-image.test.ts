/** @vitest-environment node */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, json, login, violationOf } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { newMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo', 'other'] });

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-and-the-rest')]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-and-the-rest')]);

function upload(app: FastifyInstance, token: string, bytes: Buffer, filename: string, type: string) {
  const boundary = '----miles-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
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

describe('profile image', () => {
  it('stores a PNG and gives it back to its owner only', async () => {
    expect((await call(server.app, 'GET', 'user/profile_image', { token: tokens.demo })).statusCode).toBe(404);
    const response = await upload(server.app, tokens.demo, png, 'me.png', 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    expect(json<Schemas['ProfileImage']>(response)).toEqual({ image_url: '/api/user/profile_image' });
    const mine = await call(server.app, 'GET', 'user/profile_image', { token: tokens.demo });
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(png)).toBe(true);
    expect(json<Schemas['UserLight']>(await call(server.app, 'GET', 'user_light', { token: tokens.demo })).image_url).toBe(
      '/api/user/profile_image',
    );
    // The other member has no image: the route has no way to name Dana's.
    expect((await call(server.app, 'GET', 'user/profile_image', { token: tokens.other })).statusCode).toBe(404);
    expect((await call(server.app, 'GET', 'user/profile_image')).statusCode).toBe(401);
  });

  it('judges JPEG by content whatever the name says', async () => {
    const response = await upload(server.app, tokens.other, jpeg, 'photo.bin', 'application/octet-stream');
    expect(response.statusCode).toBe(200);
    expect((await call(server.app, 'GET', 'user/profile_image', { token: tokens.other })).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a file named .png whose content is not an image', async () => {
    const response = await upload(server.app, tokens.demo, Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png', 'image/png');
    expect(response.statusCode).toBe(422);
    expect(violationOf(response, 'file')?.key).toBe('invalid_image_type');
  });

  it('refuses an image over 2 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(server.app, tokens.demo, big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(422);
    expect(violationOf(response, 'file')?.key).toBe('image_too_large');
    // The earlier image is still there.
    expect((await call(server.app, 'GET', 'user/profile_image', { token: tokens.demo })).rawPayload.equals(png)).toBe(true);
  });

  it('takes at most 10 pictures an hour per member: the 11th is 429 too_many_uploads with the wait, the 10th stays', async () => {
    const member = await newMember(server, 'uploader');
    const picture = (n: number) => Buffer.concat([png, Buffer.from(`picture ${n}`)]);
    for (let n = 1; n <= 10; n++) expect((await upload(server.app, member.token, picture(n), 'me.png', 'image/png')).statusCode).toBe(200);
    server.clock.advance(20 * 60_000);
    const refused = await upload(server.app, member.token, picture(11), 'me.png', 'image/png');
    expect(refused.statusCode).toBe(429);
    expect(json<ErrorBody>(refused)).toMatchObject({
      code: 429,
      key: 'too_many_uploads',
      message: 'You can change your picture 10 times an hour. Please try again in 40 minutes.',
    });
    expect(refused.headers['retry-after']).toBe(String(40 * 60));
    // Refusals do not count, and another member is not concerned.
    expect((await upload(server.app, member.token, picture(12), 'me.png', 'image/png')).statusCode).toBe(429);
    expect((await upload(server.app, tokens.other, jpeg, 'me.jpg', 'image/jpeg')).statusCode).toBe(200);
    expect((await call(server.app, 'GET', 'user/profile_image', { token: member.token })).rawPayload.equals(picture(10))).toBe(true);
    // The hour after the first upload, one place is free again.
    server.clock.advance(41 * 60_000);
    const fresh = await newMemberToken(member);
    expect((await upload(server.app, fresh, picture(13), 'me.png', 'image/png')).statusCode).toBe(200);
    expect((await call(server.app, 'GET', 'user/profile_image', { token: fresh })).rawPayload.equals(picture(13))).toBe(true);
    server.clock.reset();
  });
});

/** A new access token after the test clock moved past the 59 minutes of the last one. */
async function newMemberToken(member: { email: string; password: string }): Promise<string> {
  return (await login(server.app, { email: member.email, password: member.password })).token;
}
