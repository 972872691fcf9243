// The partners' pictures, drawn by code: a logo (240 × 120, printed at least 18 mm wide), a banner and an
// article picture in the partner's colour. The same id always gives the same bytes.
import type { Partner, PartnerCatalogue } from './partner-catalogue';
import { partnerPictureSize } from './partner-views';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svg([width, height]: readonly [number, number], title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escape(title)}</title>${body}</svg>`;
}

function logo(p: Partner): string {
  const size = p.name.length > 14 ? 17 : 22;
  return svg(
    partnerPictureSize.logo,
    p.name,
    `<rect width="240" height="120" rx="12" fill="#ffffff" stroke="${p.colour}" stroke-width="4"/><circle cx="38" cy="60" r="20" fill="${p.colour}"/>
<text x="66" y="67" font-family="sans-serif" font-size="${size}" font-weight="700" fill="${p.colour}">${escape(p.name)}</text>`,
  );
}

function banner(p: Partner): string {
  return svg(
    partnerPictureSize.banner,
    p.name,
    `<rect width="1200" height="400" fill="${p.colour}"/><circle cx="${200 + ((p.id * 97) % 800)}" cy="120" r="220" fill="#ffffff" opacity="0.12"/>
<text x="80" y="330" font-family="sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escape(p.name)}</text>`,
  );
}

function articlePicture({ partners, articles }: PartnerCatalogue, id: string): string | null {
  const a = /^[0-9]+$/.test(id) ? articles.find((x) => x.id === Number(id)) : undefined;
  const p = a && partners.find((x) => x.id === a.partner_id);
  if (!a || !p) return null;
  return svg(
    partnerPictureSize.article,
    a.title.en,
    `<rect width="800" height="450" fill="#f4f1ea"/><rect x="0" y="300" width="800" height="150" fill="${p.colour}"/>
<circle cx="${150 + ((a.id * 131) % 500)}" cy="170" r="90" fill="${p.colour}" opacity="0.6"/>`,
  );
}

/** The folders of pictures the server draws for the catalogue's partners and articles, each by id. */
export function partnerPictures(catalogue: PartnerCatalogue): Record<string, (id: string) => string | null> {
  const partnerOf = (id: string) => (/^[0-9]+$/.test(id) ? catalogue.partners.find((p) => p.id === Number(id)) : undefined);
  return {
    'partner-logos': (id) => {
      const p = partnerOf(id);
      return p ? logo(p) : null;
    },
    'partner-banners': (id) => {
      const p = partnerOf(id);
      return p ? banner(p) : null;
    },
    'partner-articles': (id) => articlePicture(catalogue, id),
  };
}
