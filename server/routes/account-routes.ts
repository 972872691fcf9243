// Account creation (requirements §5, §8) and its captcha challenge.
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { randomToken } from '../auth/random-tokens';
import { days } from '../clock';
import type { Db, SqlParam } from '../db/db';
import { fieldError, validationFailed } from '../http/api-error';
import { extrasOf, trimmedExtras } from '../http/form-extras';
import { sqlState } from '../http/database-errors';
import type { Schemas } from '../http/api-types';
import { perMinute } from '../http/rate-limits';
import { accountExistsMail } from '../mail/account-exists-mail';
import { accountCreatedMail } from '../mail/messages';
import { confirmationViolations } from '../members/confirmation-rules';
import { signUpForms, signUpHandled, signUpProfileColumns } from '../members/member-record';
import { credit, signUpBonus } from '../members/movements';
import { linkSponsorship } from '../miles/sponsorships';
import { membersCountries } from '../reference/countries';
import type { Services } from '../services';

type Request = Schemas['CreateAccountRequest'];

/**
 * The agency, agent-code and country checks, in the order the messages of requirements §8 imply; returns the agency id.
 * Whether the e-mail address has an account is not among them: that is never told (see `ownerOf`).
 */
async function enrollingAgency(tx: Db, body: Request, countries: Services['countries']): Promise<number> {
  const [agency] = await tx.query<{ id: number; type: string }>('SELECT id, type FROM agencies WHERE upper(access_code) = upper($1)', [
    body.agency_access_code,
  ]);
  if (!agency) throw fieldError('agency_access_code', 'Agency not found', 'agency_not_found');
  if (agency.type === 'wholesaler') throw fieldError('agency_access_code', 'Wholesalers cannot enroll in the programme', 'wholesaler');
  const [code] = await tx.query<{ agency_id: number }>('SELECT agency_id FROM agent_codes WHERE code = $1', [body.agent_code]);
  if (code?.agency_id !== agency.id)
    throw fieldError('agent_code', 'Famous agent account not found, or Agency ID number does not match', 'agent_agency_mismatch');
  if ((await tx.query('SELECT 1 FROM users WHERE agent_code = $1', [body.agent_code])).length > 0) {
    throw fieldError('agent_code', 'An account already exists for this agent code.', 'agent_code_taken');
  }
  // One of the countries members live in, as the countries file lists them today.
  if (!membersCountries(countries).some((country) => country.id === body.country_id)) {
    throw fieldError('country_id', 'Please choose a country from the list.', 'country_not_found');
  }
  return agency.id;
}

/**
 * The member who already has this address, if any. Sign-up then answers as for a new account (so the page tells
 * nobody which addresses have one), creates nothing, leaves the agent code free, and mails the owner instead.
 */
async function ownerOf(tx: Db, email: string): Promise<{ firstname: string; unsubscribe_token: string } | undefined> {
  const [owner] = await tx.query<{ firstname: string; unsubscribe_token: string }>(
    'SELECT firstname, unsubscribe_token FROM users WHERE email = $1',
    [email],
  );
  return owner;
}

/**
 * Two sign-ups at once with the same e-mail or agent code both pass the checks above (neither sees the
 * other's uncommitted row); the unique keys of `users` let one in and refuse the other, which gets the
 * answer it would have had a moment later instead of a 500: agent_code_taken, or for the e-mail, the answer
 * of an address that has an account (`warnOwner`).
 */
async function takenByConcurrentSignUp(error: unknown, warnOwner: () => Promise<void>): Promise<void> {
  if (sqlState(error) === '23505') {
    const constraint = String((error as { constraint?: unknown }).constraint ?? '');
    if (constraint.includes('agent_code'))
      throw fieldError('agent_code', 'An account already exists for this agent code.', 'agent_code_taken');
    if (constraint.includes('email')) return warnOwner();
  }
  throw error;
}

export function registerAccountRoutes(
  app: FastifyInstance,
  { db, contract, captcha, outbox, oneTimeTokens, clock, countries }: Services,
): void {
  app.route({
    ...contract.route('getCaptchaChallenge'),
    config: perMinute(60),
    handler: async (): Promise<Schemas['CaptchaChallenge']> => {
      const { parameters, signature = '' } = await captcha.challenge();
      return { parameters, signature };
    },
  });

  app.route<{ Body: Request }>({
    ...contract.route('createAccount'),
    config: perMinute(10),
    handler: async (request, reply) => {
      const body = request.body;
      // Checked before the captcha is spent, so a typo does not cost a new one.
      const violations = confirmationViolations(body);
      if (violations.length > 0) throw validationFailed(violations);
      if (!(await captcha.verify(body.captcha))) throw fieldError('captcha', 'Please verify you are not a robot', 'captcha_failed');
      const email = body.email.trim().toLowerCase();
      // A field an editor added to the sign-up form is kept with the member as the profile keeps it: in its column when
      // the profile has one (a phone asked at sign-up is the profile's phone), else with the form's other extras.
      const added = trimmedExtras(extrasOf(body as Record<string, unknown>, contract.formFields(signUpForms), signUpHandled));
      const extras = Object.fromEntries(Object.entries(added).filter(([name]) => !signUpProfileColumns.includes(name)));
      // Hashed whether or not an account is created, so both answers take the same time.
      const passwordHash = await hashPassword(body.password);
      const warnOwner = async (tx: Db) => {
        const owner = await ownerOf(tx, email);
        if (owner)
          await outbox.send(tx, accountExistsMail({ email, firstname: owner.firstname, unsubscribeToken: owner.unsubscribe_token }));
        return owner !== undefined;
      };
      await db
        .transaction(async (tx) => {
          const agencyId = await enrollingAgency(tx, body, countries);
          if (await warnOwner(tx)) return;
          const now = new Date(clock());
          const unsubscribeToken = randomToken(18);
          const [user] = await tx.query<{ id: number }>(
            `INSERT INTO users (email, password_hash, password_create_date, expire_after_days, firstname, lastname, agent_code, agency_id,
                              language_code, country_id, unsubscribe_token, created_at, form_extras, ${signUpProfileColumns.join(', ')})
           VALUES ($1, $2, $3, 365, $4, $5, $6, $7, $8, $9, $10, $3, jsonb_strip_nulls($11::jsonb),
                   ${signUpProfileColumns.map((_, i) => `$${i + 12}`).join(', ')}) RETURNING id`,
            [
              email,
              passwordHash,
              now,
              body.firstname.trim(),
              body.lastname.trim(),
              body.agent_code,
              agencyId,
              body.language,
              body.country_id,
              unsubscribeToken,
              JSON.stringify(extras),
              ...signUpProfileColumns.map((column) => (added[column] ?? null) as SqlParam),
            ],
          );
          if (!user) throw new Error('insert returned no row');
          await credit(tx, user.id, 'inscription', signUpBonus, { key: 'welcome' }, now);
          // Signed up from a colleague's invitation: the invitation becomes "registered" (an unknown or used token is ignored).
          await linkSponsorship(tx, body.sponsorship_token, { id: user.id, firstname: body.firstname, lastname: body.lastname }, now);
          const slug = await oneTimeTokens.create(tx, 'confirm', user.id, days(7));
          await outbox.send(tx, accountCreatedMail({ email, firstname: body.firstname.trim(), unsubscribeToken }, user.id, slug));
        })
        .catch((error: unknown) => takenByConcurrentSignUp(error, () => db.transaction(async (tx) => void (await warnOwner(tx)))));
      // The same answer whether an account was created or its address already had one: "check your mailbox".
      return reply.code(202).send();
    },
  });
}
