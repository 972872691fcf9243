// First pages of points_history as last sent, answered again while nothing they show has changed.
// The history's first page is what a member opens most (the history page, the home's latest lines) and it
// changes only with the member's ledger: building it again costs a 50-line statement, its labels, dates and
// contract check, and 18 kB of JSON (about twice a user_light call); a page kept costs one probe statement.
//
// A page is answered again only when, at the call's clock,
// - the member's movements are at the version the page was read at (member_balances.version, +1 by a trigger
//   for every statement that writes any of them, in its transaction: migration 020), and so are the hotels;
// - the clock has made nothing due (a pending line to fold, a credit to write off: ledger.ts's dueSql), so every
//   line's status is what was read; and
// - it is the same UTC month (the month-end balances run up to the current month).
// The versions are in the database, so every server process on it judges alike: a page kept by one process is
// never answered after another process (or the back office) changed the ledger. Per process, bounded in size.
// A page is kept with its compressed bytes too (made on first demand, per coding): compressing 18 kB again for
// every browser's call would cost as much as the probe.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Db } from '../db/db';
import { compressionOptions } from '../http/compression';
import type { LanguageCode } from '../http/request-language';
import type { HistoryFilters } from './history';
import { pageSourcesSql } from './history';
import { dueSql } from './ledger';

/** What a kept page answers for: its sources' versions (pageSourcesSql) and the UTC month of its clock. */
export const stampOf = (sources: string, now: Date): string => `${sources}@${now.toISOString().slice(0, 7)}`;

/** The key of a first page: the member, the answer's language and the filters as asked. */
export function firstPageKey(userId: number, language: LanguageCode, filters: HistoryFilters): string {
  const { types, statuses, from, to, limit } = filters;
  return JSON.stringify([userId, language, limit ?? null, types ?? null, statuses ?? null, from ?? null, to ?? null]);
}

export type Coding = 'br' | 'gzip';

const compressors: Record<Coding, (body: string) => Buffer> = {
  br: (body) => brotliCompressSync(body, compressionOptions.brotliOptions),
  gzip: (body) => gzipSync(body),
};

export interface KeptPage {
  readonly stamp: string;
  /** The JSON as sent. */
  readonly body: string;
  /** The body compressed with `coding` (the answer's compression, as @fastify/compress would make it). */
  coded(coding: Coding): Buffer;
}

export interface HistoryPageCache {
  /** The page kept under `key` if it still answers for member `userId` at `now` (one probe statement), else undefined. */
  fresh(db: Db, userId: number, key: string, now: Date): Promise<KeptPage | undefined>;
  /** Keeps `body` under `key`, stamped with stampOf (the sources its statement read, its clock); undefined if too large to keep. */
  keep(key: string, stamp: string, body: string): KeptPage | undefined;
  /** How many pages are kept (for tests). */
  readonly size: number;
}

/** Bounded by what is kept (characters and compressed bytes, ~18 + 3 kB a page of 50 lines): the least recently answered go first. */
export function historyPageCache(maxChars = 32 * 1024 * 1024): HistoryPageCache {
  /** Each kept page with what it weighs (its body's characters and its compressed bytes) and whether it still is kept. */
  const pages = new Map<string, { kept: KeptPage; weight: number; held: boolean }>();
  let chars = 0;
  const drop = (key: string) => {
    const entry = pages.get(key);
    if (!entry) return;
    chars -= entry.weight;
    entry.held = false;
    pages.delete(key);
  };
  const trim = () => {
    for (const oldest of pages.keys()) {
      if (chars <= maxChars) break;
      drop(oldest);
    }
  };
  const entryOf = (stamp: string, body: string) => {
    const coded: Partial<Record<Coding, Buffer>> = {};
    const entry = {
      weight: body.length,
      held: true,
      kept: {
        stamp,
        body,
        coded(coding: Coding) {
          let bytes = coded[coding];
          if (!bytes) {
            bytes = compressors[coding](body);
            coded[coding] = bytes;
            // Counted while the page is kept (a page dropped meanwhile is no longer weighed).
            if (entry.held) {
              entry.weight += bytes.length;
              chars += bytes.length;
              trim();
            }
          }
          return bytes;
        },
      },
    };
    return entry;
  };
  return {
    async fresh(db, userId, key, now) {
      const entry = pages.get(key);
      if (!entry) return undefined;
      const [probe] = await db.queryPlanned<{ due: boolean; sources: string | null }>(
        `SELECT ${dueSql} AS due, (${pageSourcesSql}) AS sources`,
        [userId, now],
      );
      // Another call may have kept a newer page under the key meanwhile: only this one is dropped or refreshed.
      if (pages.get(key) !== entry) return undefined;
      if (probe?.due || !probe?.sources || stampOf(probe.sources, now) !== entry.kept.stamp) {
        drop(key);
        return undefined;
      }
      // Most recently answered last: Map keeps insertion order.
      pages.delete(key);
      pages.set(key, entry);
      return entry.kept;
    },
    keep(key, stamp, body) {
      drop(key);
      if (body.length > maxChars) return undefined;
      const entry = entryOf(stamp, body);
      pages.set(key, entry);
      chars += entry.weight;
      trim();
      return entry.kept;
    },
    get size() {
      return pages.size;
    },
  };
}
