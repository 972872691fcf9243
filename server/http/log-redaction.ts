// What the server's log may say about a request. Links in mails, impersonation hashes, preview tokens and
// recovery slugs are bearer secrets: whoever reads them from a log takes the account over. So the request
// line keeps the method and the *shape* of the URL only, headers are never logged, and bodies never are.
import type { FastifyServerOptions } from 'fastify';

/** Where the log goes when not to standard output: anything with `write` (a test's collector, a file). */
export interface LogDestination {
  write(line: string): void;
}

type LoggerConfig = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export const redacted = '[redacted]';

// Portal paths whose parameters are secrets (config/routes/public.json). The route page (`reset-password`,
// `confirm-account`) stays readable; what follows it is the secret.
const secretPaths: readonly RegExp[] = [
  /^(\/(?:login|confirm)\/[^/]+)\/.+$/,
  /^(\/(?:create-account|impersonate|unsubscribe|preview))\/.+$/,
];

// Any other segment that looks like a token (long, letters and digits, no dot): a secret in a path we do
// not know of yet is redacted too, rather than trusted to be harmless.
const tokenLike = /^(?=[^.]*\d)(?=[^.]*[A-Za-z])[A-Za-z0-9_~%-]{16,}$/;

function redactPath(path: string): string {
  for (const pattern of secretPaths) {
    const match = pattern.exec(path);
    if (match?.[1]) return `${match[1]}/${redacted}`;
  }
  return path
    .split('/')
    .map((segment) => (tokenLike.test(segment) ? redacted : segment))
    .join('/');
}

/** The URL as the log may show it: secret path segments and every query value replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (queryAt === -1) return redactPath(path);
  // Query values are never needed to read a log, and `?token=` (the preview entry) is a secret.
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? pair : `${pair.slice(0, equals)}=${redacted}`;
    })
    .join('&');
  return `${redactPath(path)}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/** Options for Fastify's pino logger: true for standard output, or a stream (tests, a log file). */
export function loggerOptions(destination: true | LogDestination): LoggerConfig {
  return {
    ...(destination === true ? {} : { stream: destination }),
    serializers: {
      // Replaces Fastify's default (method, url, host, remote address): same facts, URL redacted, no headers.
      req: (request: LoggedRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
    },
    // Defence in depth for anything a handler might log by mistake.
    redact: {
      paths: [
        'req.headers',
        'headers.authorization',
        'headers.cookie',
        'headers["x-preview-token"]',
        'password',
        '*.password',
        'token',
        '*.token',
        'refresh_token',
        '*.refresh_token',
        'link',
        '*.link',
        'text',
        'body',
        '*.body',
      ],
      censor: redacted,
    },
  };
}
