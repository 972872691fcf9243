// Playwright global teardown: the server's log of the whole browser run must not hold a
// single secret the run handled. Runs before the web server stops, so it can still ask the dev routes.
// Secrets: every token, slug or hash of the links mailed during the run, the demo and test passwords, any
// JWT, and any secret-bearing URL (`/impersonate/<hash>`, `?token=`) not redacted.
import type { FullConfig } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { users } from '../../../server/db/seed-data';

const testPasswords = ['Fresh#2026ok'];

/** The secret parts of a mailed link: its long segments that are not words (`/login/reset-password/12/<slug>` → the slug). */
function linkSecrets(link: string): string[] {
  return link.split('/').filter((segment) => segment.length >= 16 && !/^[a-z]+(?:-[a-z]+)*$/.test(segment));
}

const leakPatterns: { name: string; pattern: RegExp }[] = [
  { name: 'a JWT', pattern: /eyJ[\w-]{8,}\.[\w-]{8,}/ },
  { name: 'an impersonation hash', pattern: /\/impersonate\/(?!\[redacted\])[^\s"?]+/ },
  { name: 'a reset or confirmation slug', pattern: /\/(?:login|confirm)\/[^/\s"]+\/(?!\[redacted\])[^\s"?]+/ },
  { name: 'a sign-up or unsubscribe token', pattern: /\/(?:create-account|unsubscribe)\/(?!\[redacted\])[^\s"?]+/ },
  { name: 'a query value', pattern: /[?&](?:token|hash|slug|refresh_token)=(?!\[redacted\])[^&\s"]+/ },
  { name: 'a password field', pattern: /"password"\s*:\s*"(?!\[redacted\])/ },
  // A card PIN is 4 digits, too short to search for as a value: its field in a logged body is the leak.
  { name: 'a card PIN', pattern: /"pin"\s*:\s*"\d{4}"/ },
];

export default async function checkServerLog(config: FullConfig): Promise<void> {
  const logFile = process.env.MILES_E2E_LOG_FILE;
  const baseURL = config.projects[0]?.use.baseURL;
  if (!logFile || !existsSync(logFile)) {
    // A server reused from outside the run (reuseExistingServer) logs elsewhere: nothing to check here.
    console.warn(`log check skipped: no server log at ${logFile ?? '(MILES_E2E_LOG_FILE unset)'}`);
    return;
  }
  const log = readFileSync(logFile, 'utf8');
  const response = await fetch(`${baseURL}/api/dev/mail_links`);
  if (!response.ok) throw new Error(`log check: dev/mail_links answered ${response.status}`);
  const { links } = (await response.json()) as { links: string[] };
  const secrets = new Set([...links.flatMap(linkSecrets), ...users.flatMap((u) => [u.password, u.unsubscribeToken]), ...testPasswords]);

  const problems: string[] = [];
  const lines = log.split('\n');
  for (const secret of secrets) {
    const line = lines.findIndex((l) => l.includes(secret));
    if (line !== -1) problems.push(`line ${line + 1}: a secret the run handled (${secret.slice(0, 4)}…, ${secret.length} characters)`);
  }
  for (const { name, pattern } of leakPatterns) {
    const line = lines.findIndex((l) => pattern.test(l));
    if (line !== -1) problems.push(`line ${line + 1}: ${name}`);
  }
  if (lines.length < 3) problems.push('the log is almost empty: is the server logging to it?');
  if (problems.length > 0) throw new Error(`The server log ${logFile} holds secrets:\n  ${problems.join('\n  ')}`);
  console.log(
    `log check: ${lines.length} lines of ${logFile}, ${secrets.size} secrets of the run (${links.length} mailed links) and ${leakPatterns.length} leak patterns: none found`,
  );
}
