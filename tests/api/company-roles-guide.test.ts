/** @vitest-environment node */
// The guide "Add a company role" (docs/editors/add-a-company-role.md), replayed: the role it shows is added to a copy
// of the roles file; `npm run check:catalogues` accepts it; a server started on the copy lists it in the three
// languages and a member chooses it on the profile; and the problems the guide quotes are refused with their
// `file#/pointer`, by the check and by the server's start.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import type { CompanyRoleEntry, CompanyRolesFile } from '../../server/generated/catalogues';
import type { Schemas } from '../../server/http/api-types';
import { companyRolesFile } from '../../server/reference/company-roles';
import { fileFolder, testFolder } from '../support/temp-dir';
import { call, json } from './support/api-calls';
import { newMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const guide = readFileSync('docs/editors/add-a-company-role.md', 'utf8');
const role = JSON.parse(/```json\n([\s\S]*?)```/.exec(guide)?.[1] ?? 'null') as CompanyRoleEntry;
const shipped = JSON.parse(readFileSync(companyRolesFile, 'utf8')) as CompanyRolesFile;

/** Step 1 on a copy of the shipped file (the role after "Groups and events"), then `change`. */
function copyWithGuideRole(dir: string, change: (roles: CompanyRoleEntry[]) => CompanyRoleEntry[] = (roles) => roles): string {
  const roles = [...shipped.roles];
  roles.splice(roles.findIndex((entry) => entry.code === 'groups_and_events') + 1, 0, role);
  const path = join(dir, 'company-roles.json');
  writeFileSync(path, JSON.stringify({ ...shipped, roles: change(roles) }, null, 2));
  return path;
}

const { server } = useTestServer({ companyRolesFile: copyWithGuideRole(fileFolder('miles-roles-guide-')) });

describe('the guide "Add a company role"', () => {
  it('shows a role with a new id and code, named in the three languages', () => {
    expect(shipped.roles.some((entry) => entry.id === role.id || entry.code === role.code)).toBe(false);
    expect(Object.keys(role.names)).toEqual(['en', 'fr-be', 'nl-be']);
  });

  it('2. the check accepts the copy', () => {
    const file = copyWithGuideRole(testFolder('miles-roles-check-'));
    const result = spawnSync('npm', ['run', '--silent', 'check:catalogues', '--', '--roles', file], { encoding: 'utf8', timeout: 60_000 });
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toContain(`Company roles are valid: ${shipped.roles.length + 1} roles.`);
  });

  it('3. the profile lists it in the member’s language, where the file puts it, and a member chooses it', async () => {
    const member = await newMember(server, 'roles-guide');
    for (const language of ['en', 'fr-be', 'nl-be'] as const) {
      const answer = await call(server.app, 'GET', 'company_roles_light', {
        token: member.token,
        headers: { 'accept-language': language },
      });
      const roles = json<Schemas['CompanyRole'][]>(answer);
      const at = roles.findIndex((entry) => entry.code === 'groups_and_events');
      expect(roles[at + 1]).toEqual({ id: role.id, code: role.code, name: role.names[language] });
    }
    const body = { firstname: 'Robin', lastname: 'Peeters', company_role_id: role.id };
    const saved = await call(server.app, 'PATCH', 'user_light/profile', { token: member.token, body });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = json<Schemas['UserProfile']>(await call(server.app, 'GET', 'user_light/profile', { token: member.token }));
    expect(profile.company_role_id).toBe(role.id);
  });
});

describe('the problems the guide quotes', () => {
  // Where step 1 puts the role in the copy.
  const at = shipped.roles.findIndex((entry) => entry.code === 'groups_and_events') + 1;
  const broken = {
    'a repeated id': {
      change: (roles: CompanyRoleEntry[]) => roles.map((entry) => (entry.code === role.code ? { ...entry, id: 3 } : entry)),
      problem: `company-roles.json#/roles/${at}/id: 3 is already the id of another one in this file`,
    },
    'a language missing': {
      change: (roles: CompanyRoleEntry[]) =>
        roles.map((entry) =>
          entry.code === role.code ? { ...entry, names: { en: 'Marketing', 'fr-be': 'Marketing' } as CompanyRoleEntry['names'] } : entry,
        ),
      problem: `company-roles.json#/roles/${at}/names: must have required property 'nl-be'`,
    },
  };

  for (const [name, { change, problem }] of Object.entries(broken)) {
    it(`${name}: refused by the check and by the server's start`, async () => {
      expect(guide).toContain(problem);
      const file = copyWithGuideRole(testFolder('miles-roles-broken-'), change);
      const result = spawnSync('npm', ['run', '--silent', 'check:catalogues', '--', '--roles', file], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(problem);
      await expect(buildServer({ companyRolesFile: file })).rejects.toThrow(problem);
    });
  }
});
