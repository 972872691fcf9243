// The roles a member may hold in their agency (requirements §6: company roles are loaded), named in each programme
// language. The programme's list, not the database's: a role is added here and in nothing else; the member's own
// choice is kept on the profile (company_role_id, a field of the profile form stored with its extras).
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';

interface RoleEntry {
  id: number;
  code: string;
  names: Record<LanguageCode, string>;
}

const roles: readonly RoleEntry[] = [
  { id: 1, code: 'owner', names: { en: 'Agency owner', 'fr-be': 'Propriétaire de l’agence', 'nl-be': 'Eigenaar van het reisbureau' } },
  { id: 2, code: 'manager', names: { en: 'Agency manager', 'fr-be': 'Gérant de l’agence', 'nl-be': 'Bedrijfsleider' } },
  { id: 3, code: 'travel_consultant', names: { en: 'Travel consultant', 'fr-be': 'Conseiller voyages', 'nl-be': 'Reisadviseur' } },
  {
    id: 4,
    code: 'business_travel_consultant',
    names: { en: 'Business travel consultant', 'fr-be': 'Conseiller voyages d’affaires', 'nl-be': 'Adviseur zakenreizen' },
  },
  {
    id: 5,
    code: 'groups_and_events',
    names: { en: 'Groups and events', 'fr-be': 'Groupes et événements', 'nl-be': 'Groepen en evenementen' },
  },
  { id: 6, code: 'back_office', names: { en: 'Back office', 'fr-be': 'Back-office', 'nl-be': 'Backoffice' } },
];

/** The roles in the programme's order, each named in `language`. */
export function companyRoles(language: LanguageCode): Schemas['CompanyRole'][] {
  return roles.map(({ id, code, names }) => ({ id, code, name: names[language] }));
}
