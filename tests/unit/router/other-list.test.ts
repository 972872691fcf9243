import { describe, expect, it } from 'vitest';
import { routeTableFor } from '@/router/active-table';
import { disallowedValueRedirect, otherListAnswer } from '@/router/other-list';
import { localizePath } from '@/ui/localize-path';

const en = routeTableFor('en');

describe('a path outside the active list, judged against the other list', () => {
  it('sends a guest on a member page (a bookmark of /home) to log in: the member list only has it', () => {
    expect(otherListAnswer('/home', en, 'public')).toMatchObject({ kind: 'other-list-only', route: { id: 'home' } });
    expect(otherListAnswer('/my-miles', en, 'public')).toMatchObject({ kind: 'other-list-only', route: { id: 'my-miles' } });
  });

  it('gives a member the visitors-only pages of mail links, not "unknown"', () => {
    expect(otherListAnswer('/confirm/account/12/abc', en, 'private')).toMatchObject({ kind: 'other-list-only', route: { id: 'confirm' } });
    expect(otherListAnswer('/login/reset-password/12/slug', en, 'private')).toMatchObject({
      kind: 'other-list-only',
      route: { id: 'login' },
    });
    expect(otherListAnswer('/create-account/token123', en, 'private')).toMatchObject({
      kind: 'other-list-only',
      route: { id: 'create-account' },
    });
    expect(otherListAnswer('/impersonate/hash123', en, 'private')).toMatchObject({ kind: 'other-list-only', route: { id: 'impersonate' } });
  });

  it('leads to the same page under the active list path when both lists have it under different paths', () => {
    expect(otherListAnswer('/media-kit', en, 'private')).toEqual({ kind: 'same-page', path: '/press/media-kit' });
    expect(otherListAnswer('/press/media-kit', en, 'public')).toEqual({ kind: 'same-page', path: '/media-kit' });
  });

  it('leaves paths neither list knows to the content system', () => {
    expect(otherListAnswer('/agency-days-2026', en, 'public')).toEqual({ kind: 'unknown' });
    expect(otherListAnswer('/agency-days-2026', en, 'private')).toEqual({ kind: 'unknown' });
  });

  it('respects the other list parameter constraints (a success type that does not exist is unknown)', () => {
    expect(otherListAnswer('/success/whatever', en, 'private')).toEqual({ kind: 'unknown' });
  });
});

describe('an editor link to a page with a path per list', () => {
  it('goes to the reader list path, not to a neighbour matched by a dynamic segment', () => {
    expect(localizePath('/press/media-kit', en.public)).toBe('/media-kit');
    expect(localizePath('/media-kit', en.private)).toBe('/press/media-kit');
    expect(localizePath('/press/release/4', en.public)).toBe('/press/release/4');
  });
});

describe('a guest on a public route whose parameter value it does not allow', () => {
  const guestAt = (path: string) => disallowedValueRedirect(new Request(`http://portal.test${path}`), en);

  it('goes to the public path of the page the member list has at that path (/press/media-kit → /media-kit)', () => {
    const answer = guestAt('/press/media-kit?from=mail');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/media-kit?from=mail');
  });

  it('goes to the login page with `ref` for any other value', () => {
    expect(guestAt('/press/no-such-category').headers.get('Location')).toBe('/?ref=%2Fpress%2Fno-such-category');
  });
});
