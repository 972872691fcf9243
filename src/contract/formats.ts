// The validation rules of requirements §5 as JSON Schema formats, used with `"format": "<name>"` in
// schemas/forms/*.json. They are plain regexes and functions (no `new Function`, no ajv), because the
// precompiled validators in src/generated/validators import this module at run time and the build inlines
// the regexes: a rule therefore has exactly one definition, shared by the browser, the build script, the
// tests and the benchmark. The message of a failed format is `validation.<camelCasedName>` (see
// error-messages.ts), unless the field's "x-messages" names another key.

/** A format is either a regex (inlined into the precompiled validator) or a predicate on the string. */
export type FormatRule = RegExp | ((value: string) => boolean);

/** 9 to 15 characters with at least one capital, one lower-case letter, one digit and one special character. */
export const PASSWORD = /^(?=.*\p{Lu})(?=.*\p{Ll})(?=.*\p{Nd})(?=.*[^\p{L}\p{N}\s]).{9,15}$/u;

/** "FA" followed by 6 digits. */
export const AGENT_CODE = /^FA\d{6}$/;

/** Exactly 10 characters ("Please enter 10 characters."). Code points, so an accented letter counts once. */
export const AGENCY_ACCESS_CODE = /^.{10}$/u;

/** Client subscription code: exactly 16 digits ("Please enter 16 digits."). */
export const SUBSCRIPTION_CODE = /^\d{16}$/;

/** Booking number: exactly 8 characters. */
export const BOOKING_NUMBER = /^.{8}$/u;

/** Names: letters (accents included), digits, spaces, hyphens and apostrophes (straight or typographic). */
export const ALPHANUMERIC_NAME = /^[\p{L}\p{M}\p{Nd} '’-]+$/u;

// requirements §5 web-address check: optional http(s) scheme, a host with a top-level domain or an IPv4 address,
// optional port, path, query and fragment. Octets are bounded so that 999.1.1.1 is not an address.
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
export const WEB_ADDRESS = new RegExp(
  '^(?:https?:\\/\\/)?' +
    `(?:(?:[a-z\\d](?:[a-z\\d-]*[a-z\\d])?\\.)+[a-z]{2,}|${OCTET}(?:\\.${OCTET}){3})` +
    '(?::\\d{1,5})?' +
    "(?:\\/[-a-z\\d%_.~+@:!$&'()*,;=]*)*" +
    "(?:\\?[-a-z\\d%_.~+@:!$&'()*,;=/?]*)?" +
    "(?:#[-a-z\\d%_.~+@:!$&'()*,;=/?]*)?$",
  'i',
);

/** Any finite number written as a string ("1", "-2.5", "1e3"); not "", "NaN", "Infinity" or "1e999". */
export function numeric(value: string): boolean {
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i.test(value.trim())) return false;
  return Number.isFinite(Number(value));
}

/** The years the API accepts in a date (its contract's DateInRange): browser and server agree. */
export const DATE_YEARS = { min: 1900, max: 2099 } as const;

/** A real calendar date as a native date input gives it: YYYY-MM-DD (2024-02-30 is refused), years 1900–2099. */
export function date(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Profile image size limit, requirements §5: at most 2 MB. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Decoded size in bytes of a base64 data URL, or -1 when `value` is not one. */
export function dataUrlBytes(value: string): number {
  const comma = value.indexOf(',');
  if (!value.startsWith('data:') || comma < 0 || !value.slice(0, comma).endsWith(';base64')) return -1;
  const payload = value.slice(comma + 1);
  if (payload.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) return -1;
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return (payload.length / 4) * 3 - padding;
}

/** `image-size`: a base64 data URL of at most 2 MB (the type is checked separately, with its own message). */
export function imageSize(value: string): boolean {
  const bytes = dataUrlBytes(value);
  return bytes >= 0 && bytes <= IMAGE_MAX_BYTES;
}

/**
 * Every custom format by the name schemas use. `date` replaces ajv-formats' own, so that it too is a plain
 * function this module exports (the precompiled code must not reach into ajv-formats at run time).
 */
export const formats: Readonly<Record<string, FormatRule>> = {
  password: PASSWORD,
  'agent-code': AGENT_CODE,
  'agency-access-code': AGENCY_ACCESS_CODE,
  'subscription-code': SUBSCRIPTION_CODE,
  'booking-number': BOOKING_NUMBER,
  'alphanumeric-name': ALPHANUMERIC_NAME,
  'web-address': WEB_ADDRESS,
  numeric,
  date,
  'image-size': imageSize,
};

/** Checks `value` against a named format; unknown names fail (a typo must not pass silently). */
export function matchesFormat(name: string, value: string): boolean {
  const rule = Object.hasOwn(formats, name) ? formats[name] : undefined;
  if (!rule) return false;
  return typeof rule === 'function' ? rule(value) : rule.test(value);
}
