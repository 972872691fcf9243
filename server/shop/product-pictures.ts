// The catalogue's pictures, drawn by code (no third-party images): a background in the category's colour,
// the category's shape, and a second shape placed and tinted by the product id, so neighbours differ.
// Served as /media/products/<id>.svg and /media/partners/<id>.svg; the same id always gives the same bytes.

const palettes: readonly (readonly [string, string, string])[] = [
  ['#f3e9dc', '#c0713f', '#5b3a29'], // home
  ['#e3ecf7', '#2f6fb3', '#14324f'], // tech
  ['#e6f2ec', '#2e8b66', '#1d4d3a'], // travel
  ['#f6e6ef', '#b5487d', '#5a2140'], // wellness
  ['#fff4d6', '#d49b00', '#6b4e00'], // vouchers
  ['#ece6f7', '#6a4cb3', '#33245a'], // experiences
  ['#fde8e4', '#d0493b', '#6a1f18'], // charity
  ['#e4f4f6', '#1f8f9e', '#0f4850'], // rewards points
  ['#eceff1', '#4f6472', '#1f2b33'], // financial services
  ['#fbf3e0', '#b8862b', '#4d3611'], // ideal gift
];

/** The category's main shape, centred in a 400 × 300 picture. */
function mainShape(categoryId: number, colour: string): string {
  switch (categoryId % 5) {
    case 1:
      return `<circle cx="200" cy="150" r="80" fill="${colour}"/>`;
    case 2:
      return `<rect x="125" y="80" width="150" height="140" rx="18" fill="${colour}"/>`;
    case 3:
      return `<polygon points="200,60 290,230 110,230" fill="${colour}"/>`;
    case 4:
      return `<polygon points="200,60 222,125 290,125 235,165 255,232 200,192 145,232 165,165 110,125 178,125" fill="${colour}"/>`;
    default:
      return `<path d="M200 230 C 80 160 110 70 200 115 C 290 70 320 160 200 230 Z" fill="${colour}"/>`;
  }
}

/** An SVG picture of a product of a category (categories beyond the palettes reuse them). */
export function productPicture(productId: number, categoryId: number): string {
  const [background, main, accent] = palettes[(categoryId - 1) % palettes.length] ?? palettes[0] ?? ['#fff', '#888', '#000'];
  const x = 60 + ((productId * 37) % 280);
  const y = 50 + ((productId * 53) % 200);
  const r = 14 + (productId % 4) * 6;
  const tilt = (productId * 29) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img">` +
    `<rect width="400" height="300" fill="${background}"/>` +
    `<g transform="rotate(${(tilt % 24) - 12} 200 150)">${mainShape(categoryId, main)}</g>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" opacity="0.85"/>` +
    `<rect x="${400 - x - 20}" y="${300 - y - 8}" width="40" height="16" rx="8" fill="${accent}" opacity="0.5"/>` +
    `</svg>`
  );
}

/** A partner's logo: its initials on a disc of the rewards-points colours. */
export function partnerLogo(partnerId: number, name: string): string {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  const [background, main] = palettes[(partnerId % 3) + 6] ?? ['#fff', '#888'];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img">` +
    `<rect width="200" height="200" fill="${background}"/><circle cx="100" cy="100" r="78" fill="${main}"/>` +
    `<text x="100" y="118" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`
  );
}
