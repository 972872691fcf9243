// Which message a failed rule of a form schema shows, as a pure function of the rule (keyword, ajv params,
// the field's schema), so that the browser (error-messages.ts) and the API (server/http/violations.ts) name
// the same message for the same refusal. No imports: the server loads this file as it is.

/** The schema keyword that holds a field's own messages: `"x-messages": { "<keyword>": "<i18n key>" }`. */
export const MESSAGES_KEYWORD = 'x-messages';

const KEYWORD_KEYS: Readonly<Record<string, string>> = {
  required: 'validation.required',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  pattern: 'validation.pattern',
  enum: 'validation.enum',
};
const FALLBACK_KEY = 'validation.invalid';

/** `validation.<camelCase format>`: the default message key of a format. */
export function formatMessageKey(format: string): string {
  return `validation.${format.replace(/-([a-z\d])/g, (_m, c: string) => c.toUpperCase())}`;
}

function ownMessages(fieldSchema: unknown): Record<string, string> {
  const messages: unknown =
    typeof fieldSchema === 'object' && fieldSchema !== null ? (fieldSchema as Record<string, unknown>)[MESSAGES_KEYWORD] : undefined;
  if (typeof messages !== 'object' || messages === null) return {};
  return Object.fromEntries(Object.entries(messages).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The i18n key of the message for a failed `keyword` on a field whose schema is `fieldSchema`. */
export function messageKeyOf(keyword: string, params: Readonly<Record<string, unknown>>, fieldSchema: unknown): string {
  const own = ownMessages(fieldSchema);
  if (Object.hasOwn(own, keyword)) return own[keyword] as string;
  if (keyword === 'format' && typeof params.format === 'string') return formatMessageKey(params.format);
  return KEYWORD_KEYS[keyword] ?? FALLBACK_KEY;
}

// The API's violation keys predate the forms' message keys and clients rely on them; where a message already
// had an API key, that key is kept. Every other message key becomes its snake_case name (`validation.postcode`
// → `postcode`). The browser shows `validation.server.<key>` when it exists, else the message key itself.
const API_KEYS: Readonly<Record<string, string>> = {
  'validation.alphanumericName': 'alphanumeric_only',
  'validation.date': 'invalid_date',
  'validation.email': 'invalid_email',
  'validation.phone': 'invalid_phone',
  'validation.minLength': 'invalid_min_length',
  'validation.maxLength': 'invalid_max_length',
  'validation.pattern': 'invalid_pattern',
  'validation.enum': 'invalid_enum',
  'validation.invalid': 'invalid_value',
  'validation.captcha': 'captcha_failed',
  'validation.agentCode': 'agent_code_format',
  'validation.agencyAccessCode': 'access_code_length',
  'validation.password': 'password_rule',
  'validation.privacyPolicy': 'privacy_policy_required',
};

const SERVER_MESSAGES = 'validation.server.';

/** The API's snake_case violation key of a form message key. */
export function apiKeyOf(messageKey: string): string {
  if (Object.hasOwn(API_KEYS, messageKey)) return API_KEYS[messageKey] as string;
  // A form that names the server's own message (`validation.server.<key>`) is refused with that key.
  if (messageKey.startsWith(SERVER_MESSAGES)) return messageKey.slice(SERVER_MESSAGES.length);
  const name = messageKey.replace(/^validation\./, '');
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/[^a-z0-9_]/g, '_');
}

/** The form message key behind an API violation key, when the API key came from one (the reverse of apiKeyOf). */
export function messageKeyOfApiKey(apiKey: string): string {
  const known = Object.entries(API_KEYS).find(([, key]) => key === apiKey);
  if (known) return known[0];
  return `validation.${apiKey.replace(/_([a-z\d])/g, (_m, c: string) => c.toUpperCase())}`;
}
