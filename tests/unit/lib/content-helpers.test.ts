import { describe, expect, it } from 'vitest';
import { contentKey, contentQuery, contentUrl } from '@/lib/content-query';
import { previewEntry } from '@/lib/preview-entry';

describe('page_content query', () => {
  it('builds content.tags[i][j] from tag groups, $audience being guest or member', () => {
    expect(contentQuery('/earn', [['earn', '$audience'], ['promo']], 'member')).toEqual({
      url: '/earn',
      'content.tags[0][0]': 'earn',
      'content.tags[0][1]': 'member',
      'content.tags[1][0]': 'promo',
    });
    expect(contentQuery('/faq', undefined, 'guest')).toEqual({ url: '/faq' });
  });

  it('sends flat tags (the simple form) as content.tags[], beside any groups', () => {
    expect(contentQuery('/home', ['home', '$audience'], 'guest')).toEqual({ url: '/home', 'content.tags[]': ['home', 'guest'] });
    expect(contentQuery('/earn', ['promo', ['earn', '$audience']], 'member')).toEqual({
      url: '/earn',
      'content.tags[]': ['promo'],
      'content.tags[0][0]': 'earn',
      'content.tags[0][1]': 'member',
    });
    const flat = contentQuery('/home', ['home', '$audience'], 'guest');
    expect(contentKey('en', flat, false)).not.toBe(contentKey('en', contentQuery('/home', ['home', '$audience'], 'member'), false));
    expect(contentKey('en', flat, false)).toBe('en|live|/home|content.tags[]=home,guest');
  });

  it('fills the content url from route parameters, dropping a missing optional one', () => {
    expect(contentUrl('/press/:page/:contentId', { page: 'release', contentId: 'autumn-booster-2026' })).toBe(
      '/press/release/autumn-booster-2026',
    );
    expect(contentUrl('/earn/:page', {})).toBe('/earn');
    expect(contentUrl('/:page', {})).toBe('/');
    expect(contentUrl('/offers/:id', { id: 'a b' })).toBe('/offers/a%20b');
  });

  it('keys the cache by language, preview, url and tags', () => {
    const q = contentQuery('/earn', [['earn', '$audience']], 'guest');
    expect(contentKey('en', q, false)).not.toBe(contentKey('fr-be', q, false));
    expect(contentKey('en', q, false)).not.toBe(contentKey('en', q, true));
    expect(contentKey('en', q, false)).not.toBe(contentKey('en', contentQuery('/earn', [['earn', '$audience']], 'member'), false));
  });
});

describe('preview entry', () => {
  const entry = 'http://127.0.0.1:4173/preview';

  it('starts preview only from the configured address with a token, going on to a safe path', () => {
    expect(previewEntry(new URL('http://127.0.0.1:4173/preview?token=abc&url=/faq'), entry)).toEqual({ token: 'abc', path: '/faq' });
    expect(previewEntry(new URL('http://127.0.0.1:4173/preview/?token=abc'), entry)).toEqual({ token: 'abc', path: '/' });
    expect(previewEntry(new URL('http://127.0.0.1:4173/preview?token=abc&url=//evil.example'), entry)).toEqual({ token: 'abc', path: '/' });
  });

  it('ignores other addresses and a missing token', () => {
    expect(previewEntry(new URL('http://127.0.0.1:4173/faq?token=abc'), entry)).toBeNull();
    expect(previewEntry(new URL('http://localhost:4173/preview?token=abc'), entry)).toBeNull();
    expect(previewEntry(new URL('http://127.0.0.1:4173/preview?url=/faq'), entry)).toBeNull();
    expect(previewEntry(new URL('https://preview.miles.example/?token=t&url=/press'), 'https://preview.miles.example')).toEqual({
      token: 't',
      path: '/press',
    });
  });

  it('takes a configured path on the origin that serves the portal, whatever its port', () => {
    expect(previewEntry(new URL('http://127.0.0.1:4221/preview?token=abc&url=/faq'), '/preview')).toEqual({ token: 'abc', path: '/faq' });
    expect(previewEntry(new URL('http://127.0.0.1:4221/faq?token=abc'), '/preview')).toBeNull();
  });
});
