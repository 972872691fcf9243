// `npm run check:catalogues [-- --shop <folder>] [--partners <folder>] [--hotels <file>] [--labels <file>] [--roles <file>]
// [--mails <file>] [--countries <file>] [--fees <file>]`: checks the catalogues the editors keep as data files as the
// server does at start (by default the shipped ones: server/shop/data, server/partners/data, server/hotels/data/hotels.json,
// server/miles/data/movement-labels.json, server/reference/data/company-roles.json, server/mail/data/mails.json,
// server/reference/data/countries.json, server/card/data/fee-labels.json) and prints each problem as
// `file#/pointer: message`.
import { parseArgs } from 'node:util';
import { feeLabelsFile, readFeeLabels } from '../server/card/fee-labels';
import { hotelsFile, readHotelData } from '../server/hotels/hotel-data';
import { mailsFile, readMailWords } from '../server/mail/mail-words';
import { movementLabelsFile, readMovementLabels } from '../server/miles/movement-labels';
import { partnersDir, readPartnerCatalogue } from '../server/partners/partner-catalogue';
import { companyRolesFile, readCompanyRoles } from '../server/reference/company-roles';
import { countriesFile, membersCountries, readCountries } from '../server/reference/countries';
import { readShopCatalogue, shopDir } from '../server/shop/shop-catalogue';

const { values } = parseArgs({
  options: {
    shop: { type: 'string' },
    partners: { type: 'string' },
    hotels: { type: 'string' },
    labels: { type: 'string' },
    roles: { type: 'string' },
    mails: { type: 'string' },
    countries: { type: 'string' },
    fees: { type: 'string' },
  },
});
// The directory's partners may not take a shop partner's id: read from the shop's files, or none when those are broken.
let shopPartnerIds = new Set<number>();
// The hotels' countries are the countries file's: unchecked when that file is broken (its own problems say why).
let countryCodes: ReadonlySet<string> | undefined;
const checks: (() => string)[] = [
  () => {
    const countries = readCountries(values.countries ?? countriesFile);
    countryCodes = new Set(countries.map((country) => country.code));
    return `Countries are valid: ${countries.length} countries, ${membersCountries(countries).length} where members live.`;
  },
  () => {
    const { categories, products, partners } = readShopCatalogue(values.shop ?? shopDir);
    shopPartnerIds = new Set(partners.map((partner) => partner.id));
    return `The shop is valid: ${categories.length} categories, ${products.length} products, ${partners.length} partners.`;
  },
  () => {
    const { partners, articles } = readPartnerCatalogue(shopPartnerIds, values.partners ?? partnersDir);
    return `Partners are valid: ${partners.length} partners and destinations, ${articles.length} articles.`;
  },
  () => {
    const { brands, cities, hotels, collections } = readHotelData(values.hotels ?? hotelsFile, countryCodes);
    return `Hotels are valid: ${brands.length} brands, ${cities.length} cities, ${hotels.length} hotels, ${collections.length} lists.`;
  },
  () => {
    const { texts, animation_topics: topics } = readMovementLabels(values.labels ?? movementLabelsFile);
    return `History lines are valid: ${Object.keys(texts).length} texts, ${Object.keys(topics).length} animation topics.`;
  },
  () => `Company roles are valid: ${readCompanyRoles(values.roles ?? companyRolesFile).length} roles.`,
  () => `Mails are valid: ${Object.keys(readMailWords(values.mails ?? mailsFile).mails).length} mails.`,
  () => `Card fees are valid: ${readFeeLabels(values.fees ?? feeLabelsFile).length} fees.`,
];
for (const check of checks) {
  try {
    console.log(check());
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
