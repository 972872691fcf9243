// The content system's part of the mocked API: page_content answers the pages a test gives, and 404 (as the
// content system does) for any other url — a page without editor content still renders its own blocks.
// `seedContentApi` answers instead as the reference server does once started on its seed (server/content/pages):
// each file's versions, the visitor's language then English, drafts only with a staff preview token, the items of
// a tag only when that tag is asked for, the press-release lists filled; and the contact form's messages.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CmsItem, CmsPage } from '@/model/content/content-model';
import type { User } from '@/model/user/user-types';
import type { ContentFile } from '../../../server/content/content-files';
import { contentTags } from '../../../server/content/content-query';
import { requestLanguage } from '../../../server/http/request-language';
import { contractHandler } from '../msw-api';

export type MockPages = Record<string, Omit<CmsPage, 'url' | 'language' | 'status'>>;

export function contentApi(pages: MockPages = {}) {
  return [
    contractHandler('getPageContent', (request) => {
      const url = new URL(request.url).searchParams.get('url') ?? '';
      const language = request.headers.get('Accept-Language') ?? 'en';
      const page = pages[url];
      if (!page) return { status: 404, body: { code: 404, message: 'Page not found', key: 'page_not_found' } };
      return { body: { status: 'published', ...page, url, language } };
    }),
  ];
}

/** One page_content call as the content system saw it. */
export interface ContentCall {
  url: string;
  language: string;
  preview: boolean;
}

/** One message of the contact form, as the content system keeps it. */
export interface ContactMessage {
  reference: string;
  /** The address the answer goes to: the member's own, or the one a guest gave. */
  email: string;
  member: boolean;
  subject: string;
  message: string;
  language: string;
}

export interface MockContentSystem {
  /** The content files, as the server reads them at its start. */
  files: ContentFile[];
  /** Preview tokens staff were given (a valid one shows drafts). */
  previewTokens: Set<string>;
  /** Every page_content call, in order. */
  calls: ContentCall[];
  messages: ContactMessage[];
}

const seedDir = resolve('server/content/pages');
let seedFiles: ContentFile[] | undefined;

/** The content system as the reference server holds it after a start on its seed files. */
export function seedContent(over: Partial<MockContentSystem> = {}): MockContentSystem {
  seedFiles ??= readdirSync(seedDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(seedDir, name), 'utf8')) as ContentFile);
  return { files: structuredClone(seedFiles), previewTokens: new Set(), calls: [], messages: [], ...over };
}

/** The seed file of a content url (a test reads what a page must show from it). */
export function seedFile(system: MockContentSystem, url: string): ContentFile {
  const file = system.files.find((f) => f.url === url);
  if (!file) throw new Error(`no content file has the url ${url}`);
  return file;
}

/** The version page_content serves a visitor of `language`: that language's, else English; a draft first in preview. */
export function servedVersion(file: ContentFile, language: string, preview = false) {
  const statuses = preview ? (['draft', 'published'] as const) : (['published'] as const);
  for (const lang of [...new Set([language, 'en'])] as CmsPage['language'][])
    for (const status of statuses) {
      const version = file[status]?.[lang];
      if (version) return { language: lang, status, version };
    }
  return undefined;
}

/** An item is served when it has no tags or shares one with the request. */
function tagged(item: CmsItem, tags: ReadonlySet<string>): boolean {
  const itemTags = (item as { tags?: unknown }).tags;
  return !Array.isArray(itemTags) || itemTags.length === 0 || itemTags.some((t) => typeof t === 'string' && tags.has(t));
}

function foundPage(system: MockContentSystem, url: string, language: string, tags: ReadonlySet<string>, preview: boolean): CmsPage | null {
  const file = system.files.find((f) => f.url === url);
  const found = file && servedVersion(file, language, preview);
  if (!file || !found) return null;
  const { version } = found;
  const zones: Record<string, CmsItem[]> = {};
  for (const [name, items] of Object.entries(version.zones))
    zones[name] = (items as CmsItem[])
      .filter((item) => tagged(item, tags))
      .map((item) =>
        item.type === 'press_releases' ? { ...item, items: pressReleases(system, language, Number(item.limit ?? 10)) } : item,
      );
  const page: CmsPage = { url, language: found.language, status: found.status, title: version.title, zones };
  if (version.description) page.description = version.description;
  if (version.summary) page.summary = version.summary;
  if (file.published_at) page.published_at = file.published_at;
  return page;
}

/** The newest published press releases of a language (English where a release has none in it). */
function pressReleases(system: MockContentSystem, language: string, limit: number) {
  return system.files
    .filter((f) => f.url.startsWith('/press/release/') && f.published_at)
    .flatMap((f) => {
      const version = f.published?.[language as CmsPage['language']] ?? f.published?.en;
      if (!version) return [];
      const content_id = f.url.slice('/press/release/'.length);
      return [
        { content_id, title: version.title, summary: version.summary ?? version.description ?? '', published_at: f.published_at ?? '' },
      ];
    })
    .sort((a, b) => b.published_at.localeCompare(a.published_at))
    .slice(0, limit);
}

const notFound = { status: 404, body: { code: 404, message: 'Page not found', key: 'page_not_found' } };
const fieldRefused = (field: string, message: string, key: string) => ({
  status: 422,
  body: { code: 422, message: 'Validation failed', key: 'validation_failed', violations: [{ propertyPath: field, message, key }] },
});

/**
 * page_content over `system`, and the contact form: a member (`session.member`) is answered at the account's
 * address, a guest must give an address and a solved captcha.
 */
export function seedContentApi(system: MockContentSystem, session: { member: User | null }) {
  return [
    contractHandler('getPageContent', (request) => {
      const query = new URL(request.url).searchParams;
      const url = query.get('url') ?? '';
      const language = requestLanguage(request.headers.get('Accept-Language') ?? undefined);
      const token = request.headers.get('X-Preview-Token');
      const preview = token !== null && system.previewTokens.has(token);
      system.calls.push({ url, language, preview });
      const fields: Record<string, string[]> = {};
      for (const [key, value] of query) (fields[key] ??= []).push(value);
      const page = foundPage(system, url, language, contentTags(fields), preview);
      return page ? { body: page } : notFound;
    }),
    contractHandler('createContactMessage', async (request) => {
      const body = (await request.json()) as { subject: string; message: string; email?: string; captcha?: string };
      const member = session.member;
      if (!member && !body.email) return fieldRefused('email', 'Please enter your e-mail address.', 'email_required');
      if (!member && !body.captcha) return fieldRefused('captcha', 'Please verify you are not a robot', 'captcha_failed');
      const reference = `C-${String(100_001 + system.messages.length).padStart(6, '0')}`;
      system.messages.push({
        reference,
        email: member?.email ?? body.email?.toLowerCase() ?? '',
        member: member !== null,
        subject: body.subject,
        message: body.message.trim(),
        language: requestLanguage(request.headers.get('Accept-Language') ?? undefined),
      });
      return { status: 201, body: { reference } };
    }),
  ];
}

/** The programme's settings as the seed states them: every mocked API answers them (msw-api.ts). */
export { seedSettingsHandler } from '../msw-api';
