// The member's profile: read, merge-patch, and the one-time "full profile" bonus (requirements §9); and the roles a
// member may say they hold in their agency (requirements §6 company roles), which the profile's company section offers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, SqlParam } from '../db/db';
import { fieldError, notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { requestLanguage } from '../http/request-language';
import { extrasOf, filledText, trimmedExtras } from '../http/form-extras';
import { findMember, isProfileComplete, profileColumns, profileForms, toProfile } from '../members/member-record';
import type { MemberRecord } from '../members/member-record';
import { credit, profileBonus } from '../members/movements';
import { companyRoles } from '../reference/company-roles';
import { countryName, membersCountries } from '../reference/countries';
import type { Services } from '../services';

type Patch = Schemas['ProfilePatch'];

/** The profile forms' fields and the ones every form requires, as the server's contract read them. */
interface ProfileForms {
  fields: readonly string[];
  required: readonly string[];
}

// The columns a member may change, by patch field; nothing else can reach the UPDATE. The forms' other fields
// (added by editors) go to users.form_extras, merged so that null removes one.
async function applyPatch(
  tx: Db,
  userId: number,
  patch: Patch,
  { fields, required }: ProfileForms,
  countries: Services['countries'],
): Promise<void> {
  const changes: [string, SqlParam][] = [];
  const body = patch as Record<string, unknown>;
  for (const column of profileColumns) {
    if (!(column in body)) continue;
    const value = filledText(body[column] as string | null | undefined);
    // A blank required field would be a NULL in a NOT NULL column: refused as the form refuses a missing one.
    if (value === null && required.includes(column)) throw fieldError(column, 'This field is required.', 'required');
    changes.push([column, value]);
  }
  const extras = trimmedExtras(extrasOf(body, fields, profileColumns));
  if (Object.keys(extras).length > 0) changes.push(['form_extras', JSON.stringify(extras)]);
  if (patch.locale) changes.push(['language_code', patch.locale.code]);
  if (patch.country_id !== undefined) {
    // One of the countries members live in, as the countries file lists them today.
    if (!membersCountries(countries).some((country) => country.id === patch.country_id))
      throw fieldError('country_id', 'Please choose a country from the list.', 'country_not_found');
    changes.push(['country_id', patch.country_id]);
  }
  if (changes.length === 0) return;
  const sets = changes
    .map(([column], i) =>
      column === 'form_extras' ? `form_extras = jsonb_strip_nulls(form_extras || $${i + 2}::jsonb)` : `${column} = $${i + 2}`,
    )
    .join(', ');
  await tx.query(`UPDATE users SET ${sets} WHERE id = $1`, [userId, ...changes.map(([, value]) => value)]);
}

/** A role the member chose must be one the programme lists (the form takes any whole number: the list is the server's). */
function checkCompanyRole(patch: Patch, roles: Services['companyRoles']): void {
  const chosen = (patch as Record<string, unknown>).company_role_id;
  if (typeof chosen === 'number' && !roles.some((role) => role.id === chosen))
    throw fieldError('company_role_id', 'Please choose a role from the list.', 'company_role_not_found');
}

export function registerProfileRoutes(app: FastifyInstance, { db, contract, auth, clock, companyRoles: roles, countries }: Services): void {
  // Asked per request: a live version may change the forms (live-contract.ts).
  const forms = (): ProfileForms => ({ fields: contract.formFields(profileForms), required: contract.formRequired(profileForms) });
  const load = async (tx: Db, id: number): Promise<MemberRecord> => {
    const member = await findMember(tx, id);
    if (!member) throw notFound('Member not found.', 'user_not_found');
    return member;
  };
  /** The member's profile, their country named in the request's language. */
  const profile = (member: MemberRecord, fields: readonly string[], request: FastifyRequest) =>
    toProfile(
      member,
      fields,
      countryName(countries, member.country_code, requestLanguage(request.headers['accept-language'])) ?? member.country_name,
    );

  app.route({
    ...contract.route('getProfile'),
    // Part of the user the portal loads before it knows the password expired (forced change screen).
    handler: async (request): Promise<Schemas['UserProfile']> =>
      profile(await load(db, (await auth.member(request, { passwordMayBeExpired: true })).id), forms().fields, request),
  });

  app.route({
    ...contract.route('listCompanyRoles'),
    handler: async (request): Promise<Schemas['CompanyRole'][]> => {
      await auth.member(request);
      return companyRoles(roles, requestLanguage(request.headers['accept-language']));
    },
  });

  // The merge-patch media type of requirements §7 is JSON.
  app.addContentTypeParser('application/merge-patch+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.route<{ Body: Patch }>({
    ...contract.route('updateProfile'),
    handler: async (request): Promise<Schemas['UserProfile']> => {
      const { id } = await auth.member(request);
      checkCompanyRole(request.body, roles);
      // One reading for the patch and its answer, whatever version goes live meanwhile.
      const rules = forms();
      const member = await db.transaction(async (tx) => {
        await applyPatch(tx, id, request.body, rules, countries);
        const updated = await load(tx, id);
        if (!isProfileComplete(updated)) return updated;
        // Claiming the completion is atomic, so two concurrent patches cannot both pay the bonus.
        const now = new Date(clock());
        const first = await tx.query(
          'UPDATE users SET profile_completed_at = $2 WHERE id = $1 AND profile_completed_at IS NULL RETURNING id',
          [id, now],
        );
        if (first.length > 0) await credit(tx, id, 'inscription', profileBonus, { key: 'profile_complete' }, now);
        return updated;
      });
      return profile(member, rules.fields, request);
    },
  });
}
