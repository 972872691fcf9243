// The public pages the build rendered to HTML (scripts/prerender.ts → dist/prerendered/pages.json): for one
// of those exact paths the visitor gets the page's real HTML in their language instead of the empty
// index.html, so it paints before any script runs. The language is the visitor's stored choice, which the
// portal mirrors in the `language_public` cookie (the only part of it a server can see); without it, the
// portal's default language, exactly as the app itself decides for a cold visit.
// A member never gets it (the `mode` cookie the portal keeps in step with its session, src/app/mode-cookie.ts: a
// member must never see the guests' page, whose controls the app would then throw away), and neither does anyone once
// an editor changed its content after the build (the index holds the fingerprint of every page_content answer a page
// was rendered from; a page whose content no longer matches is never served stale: the server renders it again,
// server/render/live-renderer.ts).
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { cookieValue } from './cookies';
import { buildIndexReader } from './build-index';
import { contentTags } from '../content/content-query';
import { findPage } from '../content/content-store';
import type { LanguageCode } from '../content/content-files';
import type { Db } from '../db/db';
import { programmeLanguages } from './request-language';

export const languageCookie = 'language_public';
/** `guest` or `member` (src/app/mode-cookie.ts); any value but `guest` means "not the guests' HTML". */
export const modeCookie = 'mode';

/** One page_content answer a prerendered page holds: the request and the fingerprint of the answer. */
export interface ContentCheck {
  url: string;
  language: string;
  tags: string[];
  /** contentFingerprint of the answer (null: the page had none, a 404) */
  fingerprint: string;
}

/** Says whether every content answer a page was rendered from is still what the content system serves. */
export type ContentFreshness = (checks: readonly ContentCheck[]) => Promise<boolean>;

interface PrerenderIndex {
  defaultLanguage: string;
  pages: Record<string, Record<string, string>>;
  /** language → path → the content the page holds (pages without content have none) */
  content?: Record<string, Record<string, ContentCheck[]>>;
  /** language → path → the links to the files the page's first render needs */
  links?: Record<string, Record<string, string>>;
}

/** JSON with keys sorted at every level: the same value gives the same text whatever the key order (jsonb reorders). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint of a page_content answer (the build records it, the server compares it). */
export function contentFingerprint(page: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(page ?? null))
    .digest('base64url');
}

/**
 * A guest's page_content answer for a prerendered page, with the check that records it (the build's prerender and
 * the server's renderer ask alike, so their fingerprints and the freshness check below agree).
 */
export async function guestContent(
  db: Db,
  language: string,
  url: string,
  query: Record<string, string | string[]>,
): Promise<{ page: Awaited<ReturnType<typeof findPage>>; check: ContentCheck }> {
  // The server answers in the request's language (the API client sends the applied one).
  const lang = programmeLanguages.find((l) => l === language) ?? 'en';
  const tags = [...contentTags(query)].sort();
  const page = await findPage(db, { url, language: lang as LanguageCode, tags: new Set(tags), preview: false });
  return { page, check: { url, language: lang, tags, fingerprint: contentFingerprint(page) } };
}

/** The checker the static handler uses: the content system's current answers against the build's. */
export function contentFreshness(db: Db): ContentFreshness {
  return async (checks) => {
    for (const check of checks) {
      const language = programmeLanguages.find((l) => l === check.language);
      if (!language || !Array.isArray(check.tags)) return false;
      const page = await findPage(db, { url: check.url, language: language as LanguageCode, tags: new Set(check.tags), preview: false });
      if (contentFingerprint(page) !== check.fingerprint) return false;
    }
    return true;
  };
}

function isIndex(value: unknown): value is PrerenderIndex {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<PrerenderIndex>;
  return typeof v.defaultLanguage === 'string' && typeof v.pages === 'object' && v.pages !== null;
}

/** The build's index; null without one. */
const indexOf = buildIndexReader<PrerenderIndex>('prerendered/pages.json', isIndex);

/** The paths the build rendered in `language`, each with the links to the files its first render needs. */
export async function builtPagesIn(root: string, language: string): Promise<{ path: string; links: string }[]> {
  const index = await indexOf(root);
  const pages = index && Object.hasOwn(index.pages, language) ? index.pages[language] : undefined;
  const links = index?.links && Object.hasOwn(index.links, language) ? index.links[language] : undefined;
  return Object.keys(pages ?? {}).map((path) => {
    const link = links && Object.hasOwn(links, path) ? links[path] : undefined;
    return { path, links: typeof link === 'string' ? link : '' };
  });
}

/** A page's path as the build and the route tables name it: without a trailing slash (but the root's). */
export const pagePathOf = (urlPath: string): string => (urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath);

/**
 * The language the build's pages are chosen in for this visitor (their cookie's, else the default), or null for a
 * member or a build without prerendered pages.
 */
export async function guestLanguageOf(root: string, cookieHeader: string | undefined): Promise<string | null> {
  const mode = cookieValue(cookieHeader, modeCookie);
  if (mode !== null && mode !== 'guest') return null;
  const index = await indexOf(root);
  if (!index) return null;
  const wanted = cookieValue(cookieHeader, languageCookie);
  return wanted !== null && Object.hasOwn(index.pages, wanted) ? wanted : index.defaultLanguage;
}

/** A public page the build rendered, as this visitor would be shown it: their language, the path and the build's file. */
export interface GuestPage {
  language: string;
  /** the path as the build names it (no trailing slash) */
  path: string;
  /** the build's file */
  file: string;
  /** the page_content answers it holds (none: a page without content) */
  checks: readonly ContentCheck[];
}

/**
 * The page the build rendered for this path and visitor, or null: a member (or a visitor with an expired password)
 * gets the app's shell and skeleton, never the guests' page, and a path the build did not render is the app's.
 */
export async function guestPageOf(root: string, urlPath: string, cookieHeader: string | undefined): Promise<GuestPage | null> {
  const language = await guestLanguageOf(root, cookieHeader);
  const index = await indexOf(root);
  if (language === null || !index) return null;
  const pages = Object.hasOwn(index.pages, language) ? index.pages[language] : undefined;
  const path = pagePathOf(urlPath);
  const file = pages && Object.hasOwn(pages, path) ? pages[path] : undefined;
  // The index is the build's own, but a file name with `..` would still leave the folder: never follow one.
  if (typeof file !== 'string' || file.includes('..')) return null;
  const byLanguage = index.content && Object.hasOwn(index.content, language) ? index.content[language] : undefined;
  const checks = byLanguage && Object.hasOwn(byLanguage, path) ? byLanguage[path] : undefined;
  return {
    language,
    path,
    file: join(root, 'prerendered', file),
    checks: Array.isArray(checks) ? checks : [],
  };
}

/**
 * The prerendered file for this path and visitor, or null (then index.html, as for any other path). Without
 * `fresh`, a page holding content is never served (nothing could tell it is current). `trueIn(language)`: whether the
 * config the page was rendered from is still the live one for the visitor's language (default: yes).
 */
export async function prerenderedFile(
  root: string,
  urlPath: string,
  cookieHeader: string | undefined,
  fresh?: ContentFreshness,
  trueIn: (language: string) => boolean = () => true,
): Promise<string | null> {
  const page = await guestPageOf(root, urlPath, cookieHeader);
  if (!page || !trueIn(page.language)) return null;
  if (page.checks.length > 0 && !(fresh && (await fresh(page.checks)))) return null;
  return page.file;
}
