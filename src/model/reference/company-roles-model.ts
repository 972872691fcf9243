// The roles a member may hold in their agency (requirements §6: company roles are loaded; GET company_roles_light), for
// the profile's company section: the role select of the profile form and the role named on /profile. Read when a
// screen shows them, once per language (the names are translated), and read again in a new language.
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { call } from '@/model/session/api';

export type CompanyRole = components['schemas']['CompanyRole'];

/** A screen shows the roles (it asks again when the language changes; an answer in hand is not read again). */
export const companyRolesNeeded = createEvent();

/** The language rides along so that the list kept is known to be in it. */
export const loadCompanyRolesFx = createEffect<{ language: string | null }, CompanyRole[], ApiError>(() => call('listCompanyRoles'));

const $loaded = createStore<{ language: string | null; roles: CompanyRole[] } | null>(null);
/** The roles in the language of their last answer; empty until one came (the select then offers none yet). */
export const $companyRoles = $loaded.map((loaded) => loaded?.roles ?? []);

sample({
  clock: companyRolesNeeded,
  source: { loaded: $loaded, language: $appliedLanguage, pending: loadCompanyRolesFx.pending },
  filter: ({ loaded, language, pending }) => !pending && loaded?.language !== language,
  fn: ({ language }) => ({ language }),
  target: loadCompanyRolesFx,
});
$loaded.on(loadCompanyRolesFx.done, (_, { params, result }) => ({ language: params.language, roles: result }));
// Why: the language changed while the list was read; the screen asked before the answer, so it is read again.
sample({
  clock: loadCompanyRolesFx.finally,
  source: $appliedLanguage,
  filter: (language, { params }) => params.language !== language,
  fn: (language) => ({ language }),
  target: loadCompanyRolesFx,
});
