// Reads one member with everything the user_light and profile answers show, and shapes those answers.
import type { Db } from '../db/db';
import type { Schemas } from '../http/api-types';
import { extrasAnswer } from '../http/form-extras';

/** The forms that edit the profile; their fields without a column live in `users.form_extras`. */
export const profileForms = ['profile', 'complete-account'] as const;
/** The sign-up form; its fields the sign-up does not handle itself (added by editors) live in `users.form_extras` too. */
export const signUpForms = ['create-account'] as const;
/** The sign-up form's fields the sign-up handles itself: kept in a column, or checked and dropped (the captcha). */
export const signUpHandled = [
  'agent_code',
  'agency_access_code',
  'firstname',
  'lastname',
  'email',
  'email_confirmation',
  'password',
  'password_confirmation',
  'language',
  'country_id',
  'privacy_policy',
  'captcha',
] as const;
/** The profile form fields that have their own column in `users`. */
export const profileColumns = ['firstname', 'lastname', 'phone', 'job_title', 'address_line', 'postcode', 'city', 'birth_date'] as const;
/** The profile's columns a field an editor adds to the sign-up form fills (a phone asked at sign-up is the profile's). */
export const signUpProfileColumns: readonly string[] = profileColumns.filter(
  (column) => !(signUpHandled as readonly string[]).includes(column),
);

export interface MemberRecord {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  agent_code: string;
  role: 'member' | 'agent';
  language_code: Schemas['LanguageCode'];
  country_id: number;
  country_code: string;
  country_name: string;
  agency_id: number;
  agency_name: string;
  agency_vip: boolean;
  agency_type: 'agency' | 'wholesaler';
  agency_access_code: string;
  agency_city: string;
  agency_country: string;
  phone: string | null;
  job_title: string | null;
  address_line: string | null;
  postcode: string | null;
  city: string | null;
  birth_date: string | null;
  has_image: boolean;
  password_create_date: Date;
  expire_after_days: number;
  profile_completed_at: Date | null;
  unsubscribe_token: string;
  form_extras: unknown;
}

const select = `
  SELECT u.id, u.email, u.firstname, u.lastname, u.agent_code, u.role, u.language_code, u.country_id,
         c.code AS country_code, c.name AS country_name,
         a.id AS agency_id, a.name AS agency_name, a.vip AS agency_vip, a.type AS agency_type,
         a.access_code AS agency_access_code, a.city AS agency_city, a.country_code AS agency_country,
         u.phone, u.job_title, u.address_line, u.postcode, u.city, u.birth_date::text AS birth_date,
         u.image IS NOT NULL AS has_image, u.password_create_date, u.expire_after_days,
         u.profile_completed_at, u.unsubscribe_token, u.form_extras
    FROM users u JOIN countries c ON c.id = u.country_id JOIN agencies a ON a.id = u.agency_id`;

export async function findMember(db: Db, id: number): Promise<MemberRecord | null> {
  const [row] = await db.query<MemberRecord>(`${select} WHERE u.id = $1`, [id]);
  return row ?? null;
}

export async function findMemberByEmail(db: Db, email: string): Promise<MemberRecord | null> {
  const [row] = await db.query<MemberRecord>(`${select} WHERE u.email = $1`, [email.trim().toLowerCase()]);
  return row ?? null;
}

const profileFields = ['phone', 'job_title', 'address_line', 'postcode', 'city', 'birth_date'] as const;

/** requirements §9's "full profile": every one of these is filled. */
export function isProfileComplete(member: Pick<MemberRecord, (typeof profileFields)[number]>): boolean {
  return profileFields.every((field) => (member[field] ?? '').trim() !== '');
}

function notification(member: MemberRecord): Schemas['PasswordNotification'] {
  return { password_create_date: new Date(member.password_create_date).toISOString(), expire_after_days: member.expire_after_days };
}

/** `fields`: the profile forms' fields as the server's contract read them (Contract.formFields(profileForms)). */
export function toUserLight(member: MemberRecord, fields: readonly string[]): Schemas['UserLight'] {
  return {
    id: member.id,
    email: member.email,
    firstname: member.firstname,
    lastname: member.lastname,
    code: member.agent_code,
    image_url: member.has_image ? '/api/user/profile_image' : null,
    locale: { code: member.language_code },
    country: { id: member.country_id, code: member.country_code },
    company: { id: member.agency_id, name: member.agency_name, vip: member.agency_vip },
    notification: notification(member),
    profile_complete: isProfileComplete(member),
    ...extrasAnswer(member.form_extras, fields, profileColumns),
  };
}

/**
 * `fields`: as for toUserLight; `countryName`: the member's country named in the request's language (the countries
 * file's name; the table's English name when the file no longer has the country).
 */
export function toProfile(member: MemberRecord, fields: readonly string[], countryName: string): Schemas['UserProfile'] {
  return {
    locale: { code: member.language_code },
    country: { id: member.country_id, code: member.country_code, name: countryName },
    company: { id: member.agency_id, name: member.agency_name, vip: member.agency_vip, type: member.agency_type },
    notification: notification(member),
    firstname: member.firstname,
    lastname: member.lastname,
    phone: member.phone,
    job_title: member.job_title,
    address_line: member.address_line,
    postcode: member.postcode,
    city: member.city,
    birth_date: member.birth_date,
    profile_complete: isProfileComplete(member),
    ...extrasAnswer(member.form_extras, fields, profileColumns),
  };
}
