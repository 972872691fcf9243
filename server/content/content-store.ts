// The reference content system's storage: content_versions rows, the seed sync at start, and the lookup
// page_content answers with (language fallback to English, drafts only in preview, tag filtering, press lists).
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { Schemas } from '../http/api-types';
import type { ContentFile, ContentVersion, LanguageCode } from './content-files';

type CmsPage = Schemas['CmsPage'];
type CmsItem = Schemas['CmsItem'];
type Status = CmsPage['status'];

interface VersionRow {
  url: string;
  language: LanguageCode;
  status: Status;
  title: string;
  description: string | null;
  summary: string | null;
  published_at: string | Date | null;
  zones: Record<string, CmsItem[]>;
}

const fallbackLanguage: LanguageCode = 'en';

function isoDate(value: string | Date | null): string | undefined {
  if (value === null) return undefined;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

async function insertVersion(
  tx: Db,
  url: string,
  language: string,
  status: Status,
  version: ContentVersion,
  publishedAt: string | null,
  source: 'seed' | 'editor',
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO content_versions (url, language, status, title, description, summary, published_at, zones, source, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (url, language, status) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description,
       summary = EXCLUDED.summary, published_at = EXCLUDED.published_at, zones = EXCLUDED.zones, source = EXCLUDED.source,
       updated_at = EXCLUDED.updated_at`,
    [
      url,
      language,
      status,
      version.title,
      version.description ?? null,
      version.summary ?? null,
      publishedAt,
      JSON.stringify(version.zones),
      source,
      now,
    ],
  );
}

/** Replaces the seeded versions of every file's url with the file's (so editing a file and restarting publishes it). */
export async function syncContentFiles(db: Db, files: ContentFile[], clock: Clock): Promise<void> {
  // Keyed like the table, the last file's version winning, as one upsert per version would: a single INSERT may
  // not touch a row twice.
  const versions = new Map<string, object>();
  for (const file of files) {
    for (const status of ['published', 'draft'] as const) {
      for (const [language, version] of Object.entries(file[status] ?? {})) {
        if (!version) continue;
        versions.set(JSON.stringify([file.url, language, status]), {
          url: file.url,
          language,
          status,
          title: version.title,
          description: version.description ?? null,
          summary: version.summary ?? null,
          published_at: file.published_at ?? null,
          zones: version.zones,
        });
      }
    }
  }
  // Two statements whatever the number of versions: a start (and every API test's server) does not pay one
  // round trip per version.
  await db.transaction(async (tx) => {
    await tx.query("DELETE FROM content_versions WHERE source = 'seed'");
    await tx.query(
      `INSERT INTO content_versions (url, language, status, title, description, summary, published_at, zones, source, updated_at)
       SELECT url, language, status, title, description, summary, published_at, zones, 'seed', $2
         FROM jsonb_to_recordset($1::jsonb) AS v(url text, language text, status text, title text, description text,
              summary text, published_at date, zones jsonb)
       ON CONFLICT (url, language, status) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description,
         summary = EXCLUDED.summary, published_at = EXCLUDED.published_at, zones = EXCLUDED.zones, source = EXCLUDED.source,
         updated_at = EXCLUDED.updated_at`,
      [JSON.stringify([...versions.values()]), new Date(clock())],
    );
  });
}

/** One language version stored as an editor would (the dev route; kept across restarts). */
export async function storeEditorVersion(
  db: Db,
  url: string,
  language: LanguageCode,
  status: Status,
  version: ContentVersion,
  clock: Clock,
): Promise<void> {
  await insertVersion(db, url, language, status, version, null, 'editor', new Date(clock()));
}

/** An item is served when it has no tags or shares one with the request. */
function tagged(items: CmsItem[], tags: ReadonlySet<string>): CmsItem[] {
  return items.filter((item) => {
    const itemTags = (item as { tags?: unknown }).tags;
    return !Array.isArray(itemTags) || itemTags.length === 0 || itemTags.some((t) => typeof t === 'string' && tags.has(t));
  });
}

/** The newest published press releases in a language (English where a release has no version in it). */
async function pressReleases(db: Db, language: LanguageCode, limit: number): Promise<Schemas['CmsPressReleaseSummary'][]> {
  const rows = await db.query<VersionRow>(
    `SELECT DISTINCT ON (url) url, language, status, title, description, summary, published_at, zones
       FROM content_versions
      WHERE status = 'published' AND url LIKE '/press/release/%' AND language IN ($1, $2) AND published_at IS NOT NULL
      ORDER BY url, (language = $1) DESC`,
    [language, fallbackLanguage],
  );
  return rows
    .map((row) => ({
      content_id: row.url.slice('/press/release/'.length),
      title: row.title,
      summary: row.summary ?? row.description ?? '',
      published_at: isoDate(row.published_at) ?? '',
    }))
    .sort((a, b) => b.published_at.localeCompare(a.published_at))
    .slice(0, limit);
}

export interface PageQuery {
  url: string;
  language: LanguageCode;
  tags: ReadonlySet<string>;
  preview: boolean;
}

/**
 * Whether page_content serves a visitor (no preview) a page at `url` in `language`: a published version in it or
 * in English, as findPage looks. A page that links to an optional content page asks this first, so it never
 * sends the browser for a 404.
 */
export async function hasPublishedPage(db: Db, url: string, language: LanguageCode): Promise<boolean> {
  const rows = await db.query<{ found: number }>(
    "SELECT 1 AS found FROM content_versions WHERE url = $1 AND status = 'published' AND language IN ($2, $3) LIMIT 1",
    [url, language, fallbackLanguage],
  );
  return rows.length > 0;
}

/** The version page_content serves, or null: the visitor's language first, then English; drafts first in preview. */
export async function findPage(db: Db, { url, language, tags, preview }: PageQuery): Promise<CmsPage | null> {
  const statuses: Status[] = preview ? ['draft', 'published'] : ['published'];
  const languages = [...new Set([language, fallbackLanguage])];
  const rows = await db.query<VersionRow>(
    'SELECT url, language, status, title, description, summary, published_at, zones FROM content_versions WHERE url = $1',
    [url],
  );
  const row = languages.flatMap((l) => statuses.map((s) => rows.find((r) => r.language === l && r.status === s))).find(Boolean);
  if (!row) return null;
  const zones: Record<string, CmsItem[]> = {};
  for (const [name, items] of Object.entries(row.zones)) {
    zones[name] = await Promise.all(
      tagged(items, tags).map(async (item) => {
        if (item.type !== 'press_releases') return item;
        const { limit } = item as Schemas['CmsPressReleases'];
        return { ...item, items: await pressReleases(db, language, limit ?? 10) };
      }),
    );
  }
  const page: CmsPage = { url: row.url, language: row.language, status: row.status, title: row.title, zones };
  if (row.description) page.description = row.description;
  if (row.summary) page.summary = row.summary;
  const publishedAt = isoDate(row.published_at);
  if (publishedAt) page.published_at = publishedAt;
  return page;
}
