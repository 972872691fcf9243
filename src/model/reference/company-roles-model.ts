// The roles a member may hold in their agency (requirements §6: company roles are loaded; GET company_roles_light), for
// the profile's company section: the role select of the profile form and the role named on /profile. Read when a
// screen shows them, once per language (the names are translated), and read again in a new language: the one query of
// remote data keeps each language's answer, so a language seen before shows its roles at once.
import { createEffect, createEvent, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { loadableQuery } from '@/model/remote-data/loadable-query';
import { call } from '@/model/session/api';

export type CompanyRole = components['schemas']['CompanyRole'];

/** A screen shows the roles (it asks again when the language changes; an answer in hand is not read again). */
export const companyRolesNeeded = createEvent();

/** The language rides along so that the list kept is known to be in it. */
export const loadCompanyRolesFx = createEffect<{ language: string | null }, CompanyRole[], ApiError>(() => call('listCompanyRoles'));

const rolesQuery = loadableQuery(loadCompanyRolesFx, { name: 'companyRoles', memberData: false });
/** The roles in the language of their last answer; empty until one came (the select then offers none yet). */
export const $companyRoles = rolesQuery.$state.map((state) => (state.status === 'ready' ? state.data : []));

sample({ clock: companyRolesNeeded, source: $appliedLanguage, fn: (language) => ({ language }), target: rolesQuery.query.refresh });
