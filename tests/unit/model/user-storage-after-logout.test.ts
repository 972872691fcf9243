/** @vitest-environment jsdom */
// The member's details are kept in the storage (requirements §3 `user`, `code`, `role`) only while a member's session is
// stored: a read answered after a logout (the page's calls still under way when "Log out" was pressed) must not
// write the member back beside the guest's token, or the next load opens the member's pages with a guest's token.
import { afterEach, describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { loadRoleFx, loadUserFx } from '@/model/user/user-model';
import { clearSessionStorage } from '@/api/unauthorized';
import { HttpResponse, http } from 'msw';
import { demoUser } from '../../support/api-effect-handlers';
import { useMockApi } from '../../support/msw-api';

const server = useMockApi([
  http.get('*/api/user_light', () => HttpResponse.json(demoUser())),
  http.get('*/api/user_light/profile', () => HttpResponse.json(demoUser())),
  http.get('*/api/user/role', () => HttpResponse.json({ role: 'ROLE_USER' })),
]);
afterEach(() => window.localStorage.clear());

function memberSession() {
  window.localStorage.setItem('token', 'member-token');
  window.localStorage.setItem('refresh_token', 'member-refresh');
}

describe("the member's details in the storage", () => {
  it('are written while the member is logged in', async () => {
    memberSession();
    const scope = fork();
    await allSettled(loadUserFx, { scope });
    await allSettled(loadRoleFx, { scope });
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({ code: expect.any(String) });
    expect(window.localStorage.getItem('code')).not.toBeNull();
    expect(window.localStorage.getItem('role')).not.toBeNull();
  });

  it('are not written back by an answer that arrives after the logout', async () => {
    memberSession();
    // The logout happens while the reads are under way: the storage is cleared and a guest's token stored.
    const logoutMeanwhile = () => {
      clearSessionStorage();
      window.localStorage.setItem('token', 'guest-token');
    };
    server.use(
      http.get('*/api/user/role', () => {
        logoutMeanwhile();
        return HttpResponse.json({ role: 'ROLE_USER' });
      }),
    );
    const scope = fork();
    const userLoad = allSettled(loadUserFx, { scope });
    logoutMeanwhile();
    await userLoad;
    await allSettled(loadRoleFx, { scope });
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('code')).toBeNull();
    expect(window.localStorage.getItem('role')).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('guest-token');
  });
});
