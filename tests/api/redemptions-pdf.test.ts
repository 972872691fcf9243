/** @vitest-environment node */
// The booking confirmation of an approved redemption: a real PDF (read back with pdf-parse) with the
// programme's header, the reference, the hotel, its address and the dates, in the member's language or the
// one asked for; none before approval, none of another member's.
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { giveMiles, newMember } from './support/miles';
import type { TestMember } from './support/miles';
import { availableArrival, decideNow, redeemed } from './support/redemption-calls';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['other'], devOutbox: true });
let member: TestMember;
let approved: Schemas['Redemption'];
let pending: Schemas['Redemption'];

beforeAll(async () => {
  member = await newMember(server, 'pdf');
  await giveMiles(server, member.id, 300_000);
  const arrival = await availableArrival(server, member.token, 19, 3, 1, 30);
  approved = await decideNow(
    server,
    (await redeemed(server, member.token, { hotel_id: 19, arrival, nights: 3, rooms: 1, children: [1] })).id,
  );
  const other = await availableArrival(server, member.token, 16, 2, 1, 30);
  pending = await redeemed(server, member.token, { hotel_id: 16, arrival: other, nights: 2, rooms: 1 });
});

const pdf = (id: number, query = '', token = member.token) =>
  call(server.app, 'GET', `redemptions/${id}/confirmation.pdf${query}`, { token });

async function textOf(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const longDate = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

describe('GET redemptions/{id}/confirmation.pdf', () => {
  it('is a PDF with the header, the reference, the hotel, the address and the dates, in the member’s language (en)', async () => {
    expect(approved.status).toBe('approved');
    const response = await pdf(approved.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="confirmation-${approved.reference}.pdf"`);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(response.rawPayload);
    for (const part of [
      'Miles',
      'Booking confirmation',
      `Reference: ${approved.reference}`,
      'Casa Horizon Paris Montmartre (HZPAR04)',
      '75009 Paris, France', // the country named from the countries file, not its code
      longDate('en-GB', approved.arrival),
      longDate('en-GB', approved.departure),
      '2 adults, 1 child',
      'FA', // the member's agent code
    ])
      expect(text, part).toContain(part);
  });

  it('speaks French or Dutch when asked, and downloads as an attachment', async () => {
    const fr = await textOf((await pdf(approved.id, '?lang=fr-be')).rawPayload);
    expect(fr).toContain('Confirmation de réservation');
    expect(fr).toContain(`Référence: ${approved.reference}`);
    expect(fr).toContain(longDate('fr-BE', approved.arrival));
    expect(fr).toContain('2 adultes, 1 enfant');
    const nl = await pdf(approved.id, '?lang=nl-be&download=true');
    expect(nl.headers['content-disposition']).toBe(`attachment; filename="confirmation-${approved.reference}.pdf"`);
    const text = await textOf(nl.rawPayload);
    expect(text).toContain('Reserveringsbevestiging');
    expect(text).toContain(longDate('nl-BE', approved.departure));
    expect(text).toContain('75009 Parijs, Frankrijk');
    expect((await pdf(approved.id, '?lang=de')).statusCode).toBe(422);
  });

  it('does not exist before approval, nor for another member', async () => {
    const early = await pdf(pending.id);
    expect([early.statusCode, json<ErrorBody>(early).key]).toEqual([409, 'redemption_not_approved']);
    const foreign = await pdf(approved.id, '', tokens.other);
    expect([foreign.statusCode, json<ErrorBody>(foreign).key]).toEqual([404, 'redemption_not_found']);
    expect((await pdf(999_999)).statusCode).toBe(404);
  });
});
