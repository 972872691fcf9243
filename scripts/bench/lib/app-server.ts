// The real reference server (`node --import tsx server/main.ts`) serving a built portal on a free port, with a throw-away
// PGlite directory (so the demo accounts are seeded fresh), dev routes on and rate limits off. Used by the
// benches that must see what a visitor sees: the server's own static handler, compression, prerendered pages.
import { startApiServer } from './api-server.ts';
import type { ApiServer } from './api-server.ts';

export { ROOT } from './api-server.ts';
export type AppServer = ApiServer;

/** Starts the server on `distDir` (absolute or relative to the repository). */
export function startAppServer(distDir: string): Promise<AppServer> {
  return startApiServer({ distDir });
}

/** The requirements §3 storage of a logged-in member, as the portal writes it after a login (API login + user_light). */
export async function memberStorage(origin: string, email: string, password: string): Promise<Record<string, string>> {
  const login = await fetch(`${origin}/api/front/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login ${email}: ${login.status} ${await login.text()}`);
  const tokens = (await login.json()) as { token: string; refresh_token: string };
  const userAnswer = await fetch(`${origin}/api/user_light`, { headers: { Authorization: `Bearer ${tokens.token}` } });
  if (!userAnswer.ok) throw new Error(`user_light: ${userAnswer.status}`);
  const user = (await userAnswer.json()) as { code: string };
  return {
    token: tokens.token,
    refresh_token: tokens.refresh_token,
    code: user.code,
    exp: String(Date.now() + 3_540_000),
    user: JSON.stringify(user),
  };
}
