// Dev convenience: prints a one-time impersonation URL for a member, e.g.
//   npx tsx server/scripts/impersonate.ts demo@example.com
// It goes through the running server's API as the seeded agent (PGlite's data directory belongs to the
// server process and must not be opened twice). MILES_URL, AGENT_EMAIL and AGENT_PASSWORD override the defaults.
const [email] = process.argv.slice(2);
const base = process.env.MILES_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4173}`;
const agent = { email: process.env.AGENT_EMAIL ?? 'agent@example.com', password: process.env.AGENT_PASSWORD ?? 'Agent#2026ok' };

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(new URL(`/api/${path}`, base), { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

if (!email) {
  console.error('Usage: npx tsx server/scripts/impersonate.ts <member e-mail>');
  process.exit(2);
}
try {
  const { token } = await post<{ token: string }>('front/login', agent);
  const { url } = await post<{ url: string }>('admin/impersonation_hashes', { email }, token);
  console.log(new URL(url, base).toString());
  console.log('Valid 5 minutes, once.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// A module (for the top-level await above), though it imports nothing.
export {};
