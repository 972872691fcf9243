// The content system's calls: page_content (requirements §7), the contact form, and preview tokens for staff.
import { extrasOf } from '../http/form-extras';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findPage } from '../content/content-store';
import { contentTags } from '../content/content-query';
import { requestLanguage } from '../http/request-language';
import { createPreviewToken, previewTokenValid } from '../content/preview-tokens';
import { fieldError, forbidden, notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { perMinute } from '../http/rate-limits';
import { findMember } from '../members/member-record';
import type { Services } from '../services';

type ContactRequest = Schemas['ContactMessageRequest'];

// The contact forms' fields without a column (added by editors in schemas/forms/) go to form_extras.
const contactForms = ['contact', 'contact-guest'];
const contactColumns = ['subject', 'message', 'email', 'captcha'];

function reference(): string {
  return `C-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

export function registerContentRoutes(app: FastifyInstance, { db, contract, clock, auth, captcha }: Services): void {
  // Asked per request: a live version may change the forms (live-contract.ts).
  const contactFields = () => contract.formFields(contactForms);
  /** The member behind a member token; null for a guest (no token or the anonymous platform token). */
  async function optionalMember(request: FastifyRequest) {
    if (!request.headers.authorization) return null;
    const claims = await auth.anyToken(request);
    return claims.anonymous ? null : findMember(db, claims.userId);
  }

  app.route<{ Querystring: Record<string, unknown> & { url: string } }>({
    ...contract.route('getPageContent'),
    handler: async (request): Promise<Schemas['CmsPage']> => {
      const token = request.headers['x-preview-token'];
      const page = await findPage(db, {
        url: request.query.url,
        language: requestLanguage(request.headers['accept-language']),
        tags: contentTags(request.query),
        preview: await previewTokenValid(db, typeof token === 'string' ? token : undefined, clock),
      });
      if (!page) throw notFound('Page not found', 'page_not_found');
      return page;
    },
  });

  app.route<{ Body: ContactRequest }>({
    ...contract.route('createContactMessage'),
    config: perMinute(5),
    handler: async (request, reply): Promise<Schemas['ContactMessageReceipt']> => {
      const body = request.body;
      const member = await optionalMember(request);
      let email = member?.email;
      if (!member) {
        if (!body.email) throw fieldError('email', 'Please enter your e-mail address.', 'email_required');
        // Checked before the captcha is spent, so a missing e-mail does not cost a new one.
        if (!body.captcha || !(await captcha.verify(body.captcha)))
          throw fieldError('captcha', 'Please verify you are not a robot', 'captcha_failed');
        email = body.email.toLowerCase();
      }
      const language = requestLanguage(request.headers['accept-language']);
      for (;;) {
        const ref = reference();
        const [row] = await db.query<{ reference: string }>(
          `INSERT INTO contact_messages (reference, user_id, email, subject, message, language, created_at, form_extras)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) ON CONFLICT (reference) DO NOTHING RETURNING reference`,
          [
            ref,
            member?.id ?? null,
            email ?? '',
            body.subject,
            body.message.trim(),
            language,
            new Date(clock()),
            JSON.stringify(extrasOf(body, contactFields(), contactColumns)),
          ],
        );
        if (row) {
          reply.code(201);
          return { reference: row.reference };
        }
      }
    },
  });

  app.route({
    ...contract.route('createPreviewToken'),
    handler: async (request, reply): Promise<Schemas['PreviewToken']> => {
      const caller = await auth.member(request);
      const staff = caller.impersonatedBy === null ? await findMember(db, caller.id) : null;
      if (staff?.role !== 'agent') throw forbidden();
      reply.code(201);
      return createPreviewToken(db, clock);
    },
  });
}
