/** @vitest-environment node */
// Company roles (requirements §6 "company roles are loaded"): the roles a member may hold in their agency, named in the
// request's language, for members only; the member's own role is a field of the profile form (company_role_id),
// kept with the profile, answered by user_light and user_light/profile, refused by the form's rule in the API
// as in the browser, and by the server when the programme lists no such role.
import { describe, expect, it } from 'vitest';
import profileValidators from '../../src/generated/validators/profile.js';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { newMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo'] });

const roles = async (language: string) => {
  const response = await call(server.app, 'GET', 'company_roles_light', { token: tokens.demo, headers: { 'accept-language': language } });
  expect(response.statusCode, response.body).toBe(200);
  const list = json<Schemas['CompanyRole'][]>(response);
  for (const role of list) expectContract('CompanyRole', role);
  return list;
};

describe('company roles', () => {
  it('are listed in the member’s language, the same roles in every language', async () => {
    const [en, fr, nl] = [await roles('en'), await roles('fr-BE,fr;q=0.9'), await roles('nl-be')];
    expect(en.length).toBeGreaterThanOrEqual(4);
    expect(fr.map((r) => [r.id, r.code])).toEqual(en.map((r) => [r.id, r.code]));
    expect(nl.map((r) => [r.id, r.code])).toEqual(en.map((r) => [r.id, r.code]));
    expect(en.find((r) => r.code === 'travel_consultant')?.name).toBe('Travel consultant');
    expect(fr.find((r) => r.code === 'travel_consultant')?.name).toBe('Conseiller voyages');
    expect(nl.find((r) => r.code === 'travel_consultant')?.name).toBe('Reisadviseur');
    expect(new Set(en.map((r) => r.id)).size).toBe(en.length);
  });

  it('are for members only', async () => {
    expect((await call(server.app, 'GET', 'company_roles_light')).statusCode).toBe(401);
  });

  it('a member says theirs on the profile: kept, answered by the user and the profile, refused outside the form’s rule', async () => {
    const member = await newMember(server, 'company-role');
    const [consultant] = (await roles('en')).filter((r) => r.code === 'travel_consultant');
    if (!consultant) throw new Error('the travel consultant role expected');
    const body = { firstname: 'Olivier', lastname: 'Peeters', company_role_id: consultant.id };
    expect(Boolean(profileValidators.profile?.(body))).toBe(true);
    const saved = await call(server.app, 'PATCH', 'user_light/profile', { token: member.token, body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<Schemas['UserProfile']>(saved).company_role_id).toBe(consultant.id);
    const light = json<Schemas['UserLight']>(await call(server.app, 'GET', 'user_light', { token: member.token }));
    expect(light.company_role_id).toBe(consultant.id);

    // 0 breaks the form's rule (refused in the browser too); 999 is a whole number the form takes, but no role of the
    // programme's list: the server refuses both with the same words.
    for (const [roleId, inBrowser] of [
      [0, false],
      [999, true],
    ] as const) {
      const refused = { ...body, company_role_id: roleId };
      expect(Boolean(profileValidators.profile?.(refused))).toBe(inBrowser);
      const answer = await call(server.app, 'PATCH', 'user_light/profile', { token: member.token, body: refused });
      expect(answer.statusCode).toBe(422);
      expect(json<ErrorBody>(answer).violations).toEqual([
        { propertyPath: 'company_role_id', message: 'Please choose a role from the list.', key: 'company_role_not_found' },
      ]);
    }
    const profile = json<Schemas['UserProfile']>(await call(server.app, 'GET', 'user_light/profile', { token: member.token }));
    expect(profile.company_role_id).toBe(consultant.id);
  });
});
