// `npm run check:catalogues [-- --partners <folder>] [--hotels <file>]`: checks the catalogues the editors keep as
// data files as the server does at start (by default the shipped ones: server/partners/data, server/hotels/data/hotels.json)
// and prints each problem as `file#/pointer: message`.
import { parseArgs } from 'node:util';
import { hotelsFile, readHotelData } from '../server/hotels/hotel-data';
import { partnersDir, readPartnerCatalogue } from '../server/partners/partner-catalogue';

const { values } = parseArgs({ options: { partners: { type: 'string' }, hotels: { type: 'string' } } });
const checks: (() => string)[] = [
  () => {
    const { partners, articles } = readPartnerCatalogue(values.partners ?? partnersDir);
    return `Partners are valid: ${partners.length} partners and destinations, ${articles.length} articles.`;
  },
  () => {
    const { brands, cities, hotels, collections } = readHotelData(values.hotels ?? hotelsFile);
    return `Hotels are valid: ${brands.length} brands, ${cities.length} cities, ${hotels.length} hotels after the seeded ones, ${collections.length} lists.`;
  },
];
for (const check of checks) {
  try {
    console.log(check());
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
