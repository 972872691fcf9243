// Everything the routes use, built once per server from the database, the clock and the options.
import { createAuthenticator } from './auth/authenticate';
import type { Authenticator } from './auth/authenticate';
import { createCaptcha } from './auth/captcha';
import type { Captcha } from './auth/captcha';
import { createLoginLimiter } from './auth/login-limiter';
import type { LoginLimiter } from './auth/login-limiter';
import { createSessions } from './auth/sessions';
import type { Sessions } from './auth/sessions';
import { createTokenService } from './auth/token-service';
import type { TokenService } from './auth/token-service';
import type { Clock } from './clock';
import type { Db } from './db/db';
import { secretSetting } from './db/settings';
import type { Contract } from './http/contract';
import { createOutbox } from './mail/outbox';
import type { MailLogLine, Outbox } from './mail/outbox';
import { createOneTimeTokens } from './members/one-time-tokens';
import type { OneTimeTokens } from './members/one-time-tokens';
import type { CardFeeEntry, CompanyRoleEntry, CountryEntry } from './generated/catalogues';
import type { HotelData } from './hotels/hotel-data';
import type { PartnerCatalogue } from './partners/partner-catalogue';
import type { ShopCatalogue } from './shop/shop-catalogue';

export interface Services {
  db: Db;
  clock: Clock;
  contract: Contract;
  tokens: TokenService;
  sessions: Sessions;
  auth: Authenticator;
  captcha: Captcha;
  outbox: Outbox;
  loginLimiter: LoginLimiter;
  oneTimeTokens: OneTimeTokens;
  /** The directory's partners and their articles (server/partners/data/). */
  partners: PartnerCatalogue;
  /** The gift shop's categories, products and partners (server/shop/data/), written into the database at start. */
  shop: ShopCatalogue;
  /** The hotel group's brands, cities, newer hotels and hotel lists (server/hotels/data/hotels.json). */
  hotelData: HotelData;
  /** The roles a member may hold in their agency (server/reference/data/company-roles.json). */
  companyRoles: readonly CompanyRoleEntry[];
  /** The countries the programme names, the ones members live in with their id (server/reference/data/countries.json). */
  countries: readonly CountryEntry[];
  /** The prepaid card's fees by code, with their words (server/card/data/fee-labels.json). */
  cardFees: readonly CardFeeEntry[];
}

export interface ServiceOptions {
  db: Db;
  clock: Clock;
  contract: Contract;
  rateLimit: boolean;
  logMail: (mail: MailLogLine) => void;
  partners: PartnerCatalogue;
  shop: ShopCatalogue;
  hotelData: HotelData;
  companyRoles: readonly CompanyRoleEntry[];
  countries: readonly CountryEntry[];
  cardFees: readonly CardFeeEntry[];
}

export async function createServices({
  db,
  clock,
  contract,
  rateLimit,
  logMail,
  partners,
  shop,
  hotelData,
  companyRoles,
  countries,
  cardFees,
}: ServiceOptions): Promise<Services> {
  const tokens = createTokenService(await secretSetting(db, 'jwt_secret'), clock);
  const sessions = createSessions(db, tokens, clock);
  const captchaSecrets = {
    signature: await secretSetting(db, 'captcha_signature_secret'),
    key: await secretSetting(db, 'captcha_key_secret'),
  };
  return {
    db,
    clock,
    contract,
    tokens,
    sessions,
    auth: createAuthenticator(tokens, sessions, clock),
    captcha: createCaptcha(db, captchaSecrets, clock),
    outbox: createOutbox(db, clock, logMail),
    loginLimiter: createLoginLimiter(db, clock, rateLimit),
    oneTimeTokens: createOneTimeTokens(clock),
    partners,
    shop,
    hotelData,
    companyRoles,
    countries,
    cardFees,
  };
}
