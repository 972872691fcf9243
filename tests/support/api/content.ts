// The content system's part of the mocked API: page_content answers the pages a test gives, and 404 (as the
// content system does) for any other url — a page without editor content still renders its own blocks.
import type { CmsPage } from '@/model/content/content-model';
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
