// The roles a member may hold in their agency (requirements §6: company roles are loaded), named in each programme
// language: the editors' file server/reference/data/company-roles.json (docs/editors/add-a-company-role.md), read and
// checked when the server starts: a broken file stops the start with its `file#/pointer`. The member's own choice is
// kept on the profile (company_role_id, a field of the profile form stored with its extras), by the role's id.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJsonFile, repeatedIds } from '../data-files/json-folder';
import type { CompanyRoleEntry, CompanyRolesFile } from '../generated/catalogues';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';

const here = dirname(fileURLToPath(import.meta.url));
export const companyRolesFile = join(here, 'data/company-roles.json');

/** The roles of `file`, in the file's order; throws every problem as `file#/pointer: message`. */
export function readCompanyRoles(file: string = companyRolesFile): readonly CompanyRoleEntry[] {
  // The file's own name is put before each problem by readJsonFile.
  const inFile = (roles: readonly CompanyRoleEntry[]) => [{ name: '', file: roles }];
  return readJsonFile<CompanyRolesFile>({
    file,
    schemaFile: join(here, '../../schemas/catalogues/company-roles.schema.json'),
    what: 'The company roles file',
    fileRules: ({ roles }) => [
      ...repeatedIds(inFile(roles), (list) => list.map((role, i) => ({ id: role.id, at: `/roles/${i}/id` }))),
      ...repeatedIds(inFile(roles), (list) => list.map((role, i) => ({ id: role.code, at: `/roles/${i}/code` }))),
    ],
  }).roles;
}

/** The roles in the programme's order, each named in `language`. */
export function companyRoles(roles: readonly CompanyRoleEntry[], language: LanguageCode): Schemas['CompanyRole'][] {
  return roles.map(({ id, code, names }) => ({ id, code, name: names[language] }));
}
