// The booking confirmation of an approved redemption: a real PDF drawn on request with pdfkit (never stored,
// so no file can be read with another member's access), in the member's language: the programme's header,
// the reference, the hotel and its address, the stay, the guests, the miles and the member.
import PDFDocument from 'pdfkit';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';
import type { Hotel } from './hotel-catalogue';

interface PdfWords {
  title: string;
  programme: string;
  reference: string;
  hotel: string;
  address: string;
  arrival: string;
  departure: string;
  nights: string;
  rooms: string;
  guestsLabel: string;
  guests: (adults: number, children: number) => string;
  miles: string;
  member: string;
  agentCode: string;
  approvedOn: string;
  footer: string;
}

const words: Record<LanguageCode, PdfWords> = {
  en: {
    title: 'Booking confirmation',
    programme: 'Miles – the loyalty programme of Horizon Hotel Group for travel professionals',
    reference: 'Reference',
    hotel: 'Hotel',
    address: 'Address',
    arrival: 'Arrival',
    departure: 'Departure',
    nights: 'Nights',
    rooms: 'Rooms',
    guestsLabel: 'Guests',
    guests: (a, c) => `${a} ${a === 1 ? 'adult' : 'adults'}${c ? `, ${c} ${c === 1 ? 'child' : 'children'}` : ''}`,
    miles: 'Miles redeemed',
    member: 'Member',
    agentCode: 'Agent code',
    approvedOn: 'Approved on',
    footer: 'Please show this confirmation at check-in. The room nights are paid with miles: nothing is due at the hotel but extras.',
  },
  'fr-be': {
    title: 'Confirmation de réservation',
    programme: 'Miles – le programme de fidélité de Horizon Hotel Group pour les professionnels du voyage',
    reference: 'Référence',
    hotel: 'Hôtel',
    address: 'Adresse',
    arrival: 'Arrivée',
    departure: 'Départ',
    nights: 'Nuits',
    rooms: 'Chambres',
    guestsLabel: 'Voyageurs',
    guests: (a, c) => `${a} ${a === 1 ? 'adulte' : 'adultes'}${c ? `, ${c} ${c === 1 ? 'enfant' : 'enfants'}` : ''}`,
    miles: 'Miles échangés',
    member: 'Membre',
    agentCode: 'Code agent',
    approvedOn: 'Approuvée le',
    footer: 'Présentez cette confirmation à l’arrivée. Les nuits sont payées en miles : seuls les extras sont à régler à l’hôtel.',
  },
  'nl-be': {
    title: 'Reserveringsbevestiging',
    programme: 'Miles – het loyaliteitsprogramma van Horizon Hotel Group voor reisprofessionals',
    reference: 'Referentie',
    hotel: 'Hotel',
    address: 'Adres',
    arrival: 'Aankomst',
    departure: 'Vertrek',
    nights: 'Nachten',
    rooms: 'Kamers',
    guestsLabel: 'Gasten',
    guests: (a, c) => `${a} ${a === 1 ? 'volwassene' : 'volwassenen'}${c ? `, ${c} ${c === 1 ? 'kind' : 'kinderen'}` : ''}`,
    miles: 'Ingewisselde miles',
    member: 'Lid',
    agentCode: 'Agentcode',
    approvedOn: 'Goedgekeurd op',
    footer: 'Toon deze bevestiging bij het inchecken. De nachten zijn betaald met miles: in het hotel betaalt u enkel de extra’s.',
  },
};

const locales: Record<LanguageCode, string> = { en: 'en-GB', 'fr-be': 'fr-BE', 'nl-be': 'nl-BE' };

/** "3 December 2026", "3 décembre 2026", "3 december 2026". */
export function longDate(language: LanguageCode, iso: string): string {
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
  );
}

export interface ConfirmationInput {
  redemption: Schemas['Redemption'];
  hotel: Hotel;
  member: { firstname: string; lastname: string; agent_code: string };
  language: LanguageCode;
}

export function confirmationPdf({ redemption: r, hotel, member, language }: ConfirmationInput): Promise<Buffer> {
  const w = words[language];
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
    [w.address, `${hotel.street}, ${hotel.postcode} ${hotel.cityNames[language]}, ${hotel.country_code}`],
    [w.arrival, longDate(language, r.arrival)],
    [w.departure, longDate(language, r.departure)],
    [w.nights, String(r.nights)],
    [w.rooms, String(r.rooms)],
    [w.guestsLabel, w.guests(adults, children)],
    [w.miles, new Intl.NumberFormat('en-GB').format(r.miles).replace(/,/g, ' ')],
    [w.member, `${member.firstname} ${member.lastname}`],
    [w.agentCode, member.agent_code],
    [w.approvedOn, r.decided_at ? longDate(language, r.decided_at) : ''],
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
