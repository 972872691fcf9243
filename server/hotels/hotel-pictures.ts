// The hotels' pictures, drawn by code (no third-party images, no map service key): a building, a room or a
// lounge in the brand's colour; a street plan with the hotel's marker placed by its real bearing and distance
// from the city centre; the brands' logos. The same hotel always gives the same bytes.
import type { Hotel } from './hotel-catalogue';
import type { Brand } from './hotel-data';
import { pictureSize } from './hotel-views';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escape(title)}</title>${body}</svg>`;
}

function facade(hotel: Hotel, colour: string): string {
  const floors = 3 + (hotel.id % 4);
  const windows: string[] = [];
  for (let f = 0; f < floors; f++)
    for (let w = 0; w < 6; w++) windows.push(`<rect x="${250 + w * 52}" y="${440 - (f + 1) * 62}" width="30" height="40" fill="#fdf6e3"/>`);
  return `<rect width="800" height="533" fill="#dbe9f4"/><rect x="0" y="440" width="800" height="93" fill="#9aa5ad"/>
<rect x="230" y="${440 - floors * 62 - 20}" width="330" height="${floors * 62 + 20}" fill="${colour}"/>${windows.join('')}
<rect x="370" y="390" width="50" height="50" fill="#3b2f2f"/>`;
}

function room(hotel: Hotel, colour: string): string {
  return `<rect width="800" height="533" fill="#f3ece2"/><rect x="0" y="380" width="800" height="153" fill="#c9b79c"/>
<rect x="${120 + (hotel.id % 5) * 20}" y="300" width="420" height="110" rx="12" fill="${colour}"/><rect x="${140 + (hotel.id % 5) * 20}" y="270" width="120" height="50" rx="10" fill="#fff"/>
<rect x="600" y="90" width="140" height="180" fill="#bcd8ee"/>`;
}

function lounge(hotel: Hotel, colour: string): string {
  return `<rect width="800" height="533" fill="#efe7f3"/><rect x="0" y="400" width="800" height="133" fill="#8c7a6b"/>
<rect x="120" y="300" width="260" height="110" rx="20" fill="${colour}"/><circle cx="560" cy="${330 + (hotel.id % 3) * 10}" r="60" fill="#d9b44a"/>
<rect x="545" y="390" width="30" height="20" fill="#5b3a29"/>`;
}

export function hotelPictureSvg(hotel: Hotel, n: number): string {
  const [width, height] = pictureSize.hotel;
  const draw = [facade, room, lounge][(n - 1) % 3] ?? facade;
  return svg(width, height, hotel.name, draw(hotel, hotel.brand.colour));
}

/** A street plan 600 × 400 centred on the city centre, 1 km = 40 px; the marker at the hotel's place. */
export function hotelMapSvg(hotel: Hotel): string {
  const [width, height] = pictureSize.map;
  const angle = (hotel.id * 137.5 * Math.PI) / 180;
  const x = Math.round(300 + hotel.distanceKm * 40 * Math.sin(angle));
  const y = Math.round(200 - hotel.distanceKm * 40 * Math.cos(angle));
  const streets: string[] = [];
  for (let i = 0; i <= 600; i += 60) streets.push(`<line x1="${i}" y1="0" x2="${i}" y2="400" stroke="#fff" stroke-width="6"/>`);
  for (let j = 0; j <= 400; j += 60) streets.push(`<line x1="0" y1="${j}" x2="600" y2="${j}" stroke="#fff" stroke-width="6"/>`);
  return svg(
    width,
    height,
    `${hotel.name}, ${hotel.street}, ${hotel.city}`,
    `<rect width="600" height="400" fill="#e8e4d8"/>${streets.join('')}
<path d="M0 ${120 + (hotel.id % 7) * 20} C 200 ${80 + (hotel.id % 5) * 30} 400 ${300 - (hotel.id % 4) * 25} 600 ${260}" stroke="#9cc3e0" stroke-width="22" fill="none"/>
<circle cx="300" cy="200" r="6" fill="#555"/><text x="310" y="195" font-family="sans-serif" font-size="14" fill="#333">${escape(hotel.city)}</text>
<path d="M${x} ${y} l-12 -26 a14 14 0 1 1 24 0 z" fill="#c0392b"/><circle cx="${x}" cy="${y - 34}" r="5" fill="#fff"/>`,
  );
}

export function brandLogoSvg(brand: Brand): string {
  const [width, height] = pictureSize.logo;
  return svg(
    width,
    height,
    brand.name,
    `<rect width="240" height="120" rx="10" fill="${brand.colour}"/><circle cx="40" cy="60" r="22" fill="#fff" opacity="0.85"/>
<text x="72" y="68" font-family="sans-serif" font-size="${brand.name.length > 12 ? 18 : 24}" font-weight="700" fill="#fff">${escape(brand.name)}</text>`,
  );
}
