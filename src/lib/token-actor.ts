/**
 * The agent acting in a session, read from the access token's `act` claim (RFC 8693, set by the API for an
 * impersonation), or null. Only for display: the API enforces what an impersonated session may do; the
 * signature is the API's business, so it is not checked here.
 */
export function tokenActor(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims = JSON.parse(json) as { act?: { sub?: unknown } };
    return typeof claims.act?.sub === 'string' ? claims.act.sub : null;
  } catch {
    return null;
  }
}
