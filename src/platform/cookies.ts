// The page's cookies, read and cleared (what the server set for the app: src/contract/cookies.ts).

/** The decoded value of the cookie `name`, or null (also where there is no page: the build's prerender). */
export function readCookie(name: string): string | null {
  const all = typeof document === 'undefined' ? undefined : (document.cookie as string | undefined);
  if (typeof all !== 'string') return null;
  for (const part of all.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** Removes the cookie `name` set for the whole site. */
export function clearCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Strict`;
}
