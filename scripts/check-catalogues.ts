// `npm run check:catalogues [partners folder]`: checks the catalogues the editors keep as data files as the server does
// at start (default: server/partners/data) and prints each problem as `file#/pointer: message`.
import { partnersDir, readPartnerCatalogue } from '../server/partners/partner-catalogue';

const dir = process.argv[2] ?? partnersDir;
try {
  const { partners, articles } = readPartnerCatalogue(dir);
  console.log(`Partners are valid: ${partners.length} partners and destinations, ${articles.length} articles.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
