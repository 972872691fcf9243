/** @vitest-environment node */
// The QA options of the login answer (requirements §7, X-QA-Options): a server that serves the development routes names
// them there, so a test environment's portal knows it is one and its tests know which helpers they may call. A
// production server has none to offer: `{}`.
import { describe, expect, it } from 'vitest';
import { call, demo } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

describe('the QA options of a server with its development routes', () => {
  const { server } = useTestServer({ devOutbox: true });

  it('name the contract operations of the development routes it serves', async () => {
    const response = await call(server.app, 'POST', 'front/login', { body: demo });
    expect(response.statusCode).toBe(200);
    const options = JSON.parse(String(response.headers['x-qa-options'])) as { helpers?: string[] };
    expect(options.helpers).toEqual(expect.arrayContaining(['getDevOutbox', 'createDevMember', 'createDevAgentCode']));
    // Each helper is an operation this server answers.
    const outbox = await call(server.app, 'GET', 'dev/outbox?to=demo%40example.com');
    expect(outbox.statusCode).toBe(200);
  });

  it('are not sent with a refused login', async () => {
    const response = await call(server.app, 'POST', 'front/login', { body: { ...demo, password: 'Wrong#2026ok' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-qa-options']).toBeUndefined();
  });
});

describe('the QA options of a production server', () => {
  const { server } = useTestServer({ devOutbox: false });

  it('are empty', async () => {
    const response = await call(server.app, 'POST', 'front/login', { body: demo });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-qa-options']).toBe('{}');
  });
});
