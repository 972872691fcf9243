// The server cannot read local storage, where a member's language lives: the portal mirrors it in the member's cookie
// (`language_logged`), which the server reads to send a member's page shell in that language
// (tests/api/static-route-shells.test.ts). A visitor's cookie, the prerendered page in its language and the cookie
// a stored language writes: tests/e2e/prerender.spec.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useMockApi } from '../support/msw-api';
import { demoMember, startPortal, warmUp } from '../support/start-portal';
import { mockSession, sessionApi } from '../support/api/session';
import { contentApi } from '../support/api/content';
import { memberApi } from '../support/member-api';

warmUp(['home']);

const session = mockSession();
useMockApi([...sessionApi(session), ...contentApi(), ...memberApi]);
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  for (const cookie of document.cookie.split('; ')) document.cookie = `${cookie.split('=')[0]}=; Path=/; Max-Age=0`;
});

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

describe("a member's language", () => {
  it('is kept in the cookie the server reads for member pages', async () => {
    await startPortal('/home', { member: session.member, language: 'nl-be' });
    expect(await screen.findByRole('button', { name: 'Afmelden' })).toBeInTheDocument();
    await waitFor(() => expect(cookie('language_logged')).toBe('nl-be'));
    expect(cookie('language_public')).toBeUndefined();
  });
});
