// Content negotiation of Accept-Encoding (RFC 9110 §12.5.3) for the files the server sends itself: the
// built portal (precompressed at build time, scripts/precompress.ts) and content media. API answers are
// compressed by @fastify/compress (see app.ts).
export type Encoding = 'br' | 'gzip' | 'identity';

/** The file suffix of each encoding's precompressed variant. */
export const encodingSuffix: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

// Ties go to the smaller coding: brotli beats gzip by 15–20 % on our scripts.
const preference: Encoding[] = ['br', 'gzip', 'identity'];

function weights(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    // A malformed q-value counts as 0 rather than guessing what the client meant.
    result.set(name, Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0);
  }
  return result;
}

/**
 * The encoding to send among `available` (identity is always available): the highest q-value, ties by
 * br > gzip > identity; `q=0` refuses a coding, `*` covers the codings not named. No header means identity
 * only (an old client or a tool that would not decode). When the client refuses everything, identity still
 * goes out: a readable answer is more useful than a 406.
 */
export function negotiateEncoding(header: string | string[] | undefined, available: ReadonlyArray<Encoding>): Encoding {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return 'identity';
  const q = weights(text);
  const star = q.get('*');
  const weightOf = (encoding: Encoding): number => {
    const named = q.get(encoding) ?? (encoding === 'gzip' ? q.get('x-gzip') : undefined);
    if (named !== undefined) return named;
    if (star !== undefined) return star;
    // identity is acceptable unless refused by name or by `*;q=0`.
    return encoding === 'identity' ? 0.001 : 0;
  };
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const encoding of preference) {
    if (encoding !== 'identity' && !available.includes(encoding)) continue;
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
