// The booking confirmation of an approved redemption: a real PDF drawn on request with pdfkit (never stored,
// so no file can be read with another member's access), in the member's language: the programme's header,
// the reference, the hotel and its address, the stay, the guests, the miles and the member. Its words are the hotels
// file's (`words.confirmation`, server/hotels/data/hotels.json).
import PDFDocument from 'pdfkit';
import { intlLocale } from '../../src/contract/figures';
import { filled } from '../data-files/placeholders';
import type { HotelWords } from '../generated/catalogues';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';
import type { Hotel } from './hotel-catalogue';

/** "3 December 2026", "3 décembre 2026", "3 december 2026". */
export function longDate(language: LanguageCode, iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
  );
}

/** "2 adults, 1 child": each count in the words for one or for more, as the language counts. */
function guests(words: HotelWords['confirmation'], language: LanguageCode, adults: number, children: number): string {
  const counted = (kind: 'adults' | 'children', count: number) => {
    const form = new Intl.PluralRules(intlLocale(language)).select(count) === 'one' ? 'one' : 'other';
    return filled(words[`${kind}_${form}`][language], { count }, `confirmation.${kind}_${form}`);
  };
  return children ? `${counted('adults', adults)}, ${counted('children', children)}` : counted('adults', adults);
}

export interface ConfirmationInput {
  /** The hotels file's words (its `confirmation`). */
  words: HotelWords;
  redemption: Schemas['Redemption'];
  hotel: Hotel;
  member: { firstname: string; lastname: string; agent_code: string };
  language: LanguageCode;
}

export function confirmationPdf({ words, redemption: r, hotel, member, language }: ConfirmationInput): Promise<Buffer> {
  const w = Object.fromEntries(Object.entries(words.confirmation).map(([key, text]) => [key, text[language]])) as Record<
    keyof HotelWords['confirmation'],
    string
  >;
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${w.title} ${r.reference}`, Author: 'Miles' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // The programme's header: a band in the programme's colour with its name.
  doc.rect(0, 0, doc.page.width, 90).fill('#1f5f8b');
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(26).text('Miles', 56, 26);
  doc.font('Helvetica').fontSize(10).text(w.programme, 56, 60);
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(20).text(w.title, 56, 120);
  doc.font('Helvetica').fontSize(12).text(`${w.reference}: ${r.reference}`, 56, 150);
  const adults = r.adults.reduce((s, n) => s + n, 0);
  const children = r.children.reduce((s, n) => s + n, 0);
  const lines: [string, string][] = [
    [w.hotel, `${hotel.name} (${hotel.code})`],
    [w.address, `${hotel.street}, ${hotel.postcode} ${hotel.cityNames[language]}, ${hotel.countryNames[language]}`],
    [w.arrival, longDate(language, r.arrival)],
    [w.departure, longDate(language, r.departure)],
    [w.nights, String(r.nights)],
    [w.rooms, String(r.rooms)],
    [w.guests, guests(words.confirmation, language, adults, children)],
    [w.miles, new Intl.NumberFormat('en-GB').format(r.miles).replace(/,/g, ' ')],
    [w.member, `${member.firstname} ${member.lastname}`],
    [w.agent_code, member.agent_code],
    [w.approved_on, r.decided_at ? longDate(language, r.decided_at) : ''],
  ];
  let y = 190;
  for (const [label, value] of lines) {
    doc.font('Helvetica-Bold').fontSize(11).text(label, 56, y, { width: 150 });
    doc.font('Helvetica').fontSize(11).text(value, 210, y, { width: 330 });
    y += 24;
  }
  doc
    .moveTo(56, y + 10)
    .lineTo(doc.page.width - 56, y + 10)
    .stroke('#999999');
  doc
    .fontSize(10)
    .fillColor('#333333')
    .text(w.footer, 56, y + 24, { width: doc.page.width - 112 });
  doc.end();
  return done;
}
