// What a failed submit becomes on screen. The API client rejects with `{ code, errors, key? }` (requirements §7):
// violations (`errors` as a list, each naming its field by `propertyPath`) go onto their fields through
// rjsf's `extraErrors`; a message (`errors` as a string) goes into the error summary. Anything else
// (a network failure, a bug) shows the generic "Something went wrong. Please try again".
import type { ErrorSchema } from '@rjsf/utils';
import type { ApiRejection, ApiViolation, FormValues, Translate } from './form-types';
import { messageKeyOfApiKey } from '@/contract/message-keys';
import { formatNumber } from '@/lib/format-number';

/** True for the API client's rejection shape. */
export function isApiRejection(reason: unknown): reason is ApiRejection {
  if (typeof reason !== 'object' || reason === null) return false;
  const { code, errors } = reason as Record<string, unknown>;
  const codeOk = typeof code === 'number' || typeof code === 'string';
  const errorsOk = typeof errors === 'string' || (Array.isArray(errors) && errors.every(isViolation));
  return codeOk && errorsOk;
}

function isViolation(value: unknown): value is ApiViolation {
  if (typeof value !== 'object' || value === null) return false;
  const { propertyPath, message } = value as Record<string, unknown>;
  return typeof propertyPath === 'string' && typeof message === 'string';
}

/** A violation placed on a field, or a message for the form as a whole (`path` empty). */
export interface ServerMessage {
  path: string[];
  message: string;
}

export interface ServerFailure {
  /** For rjsf's `extraErrors`: the messages of the fields the form has. */
  errorSchema: ErrorSchema<FormValues>;
  /** Every message, fields first in the API's order, then form-level ones. */
  messages: ServerMessage[];
}

export interface ServerErrorText {
  t: Translate;
  /** Whether a translation key exists (i18next's `exists`). */
  exists: (key: string) => boolean;
  /**
   * Whether an API answer has named a newer live version than the page's (platform/live-config.ts): a refusal of a
   * field the form does not show then comes from the form as published since, and the member is told to load the page.
   */
  outdated?: boolean;
}

/**
 * `validation.server.<key>` when the locale files have it, else the form message the key came from (the API
 * names a form rule's refusal after the browser's message key, message-keys.ts), else the API's own text. The
 * values the refusal names (`params`: a load's limits) fill the translation, figures written as the portal writes them
 * (but `count`, which chooses the plural form: i18next reads it as a number).
 */
function serverText(message: string, key: string | undefined, { t, exists }: ServerErrorText, params: ApiViolation['params'] = {}): string {
  if (!key) return message;
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'number' && name !== 'count' ? formatNumber(value) : value]),
  );
  if (exists(`validation.server.${key}`)) return t(`validation.server.${key}`, values);
  const formKey = messageKeyOfApiKey(key);
  return exists(formKey) ? t(formKey, values) : message;
}

/** A violation's path as the form knows it: without the request property the form fills (its `x-at`), when given. */
function pathIn(propertyPath: string, at: string | undefined): string[] {
  const path = propertyPath.split('.').filter(Boolean);
  return at !== undefined && path[0] === at ? path.slice(1) : path;
}

/**
 * Maps a rejection of `onSubmit` to field errors and summary messages. `hasField(path)` says whether the
 * form shows a field at that path: a violation on a field the form does not have becomes a form message. `at`: the
 * request property the form fills (a delivery address: `delivery_address.city` is the form's `city`).
 */
export function toServerFailure(reason: unknown, hasField: (path: string[]) => boolean, text: ServerErrorText, at?: string): ServerFailure {
  const errorSchema: Record<string, unknown> = {};
  const fieldMessages: ServerMessage[] = [];
  const formMessages: ServerMessage[] = [];

  if (!isApiRejection(reason)) {
    formMessages.push({ path: [], message: text.t('validation.server.generic') });
  } else if (typeof reason.errors === 'string') {
    formMessages.push({ path: [], message: serverText(reason.errors, reason.key, text) });
  } else {
    for (const violation of reason.errors) {
      const path = pathIn(violation.propertyPath, at);
      const message = serverText(violation.message, violation.key, text, violation.params);
      if (path.length > 0 && hasField(path)) {
        addAt(errorSchema, path, message);
        fieldMessages.push({ path, message });
      } else if (path.length > 0 && text.outdated) {
        // A field of the form as published since: what it asks is said only on the page loaded again.
        const changed = text.t('validation.server.formChanged');
        if (!formMessages.some((m) => m.message === changed)) formMessages.push({ path: [], message: changed });
      } else {
        formMessages.push({ path: [], message });
      }
    }
    // A rejection with no usable violation still tells the member something went wrong.
    if (fieldMessages.length === 0 && formMessages.length === 0) {
      formMessages.push({ path: [], message: text.t('validation.server.generic') });
    }
  }
  return { errorSchema: errorSchema as ErrorSchema<FormValues>, messages: [...fieldMessages, ...formMessages] };
}

/**
 * One translated sentence for a failed call outside a form (a link followed: confirm, impersonate): the
 * same wording a form would show in its summary.
 */
export function serverMessage(reason: unknown, text: ServerErrorText): string {
  // A violation of a link's own parts (a malformed code) has no field the reader could correct, and a field
  // rule's wording ("Please use the expected format", or the validator's English) says nothing useful about a
  // link: the link is simply not valid. Refusals of the link as a whole (invalid_slug…) keep their own message.
  if (isApiRejection(reason) && Array.isArray(reason.errors) && reason.errors.length > 0) {
    return text.t('validation.server.invalid_link');
  }
  return toServerFailure(reason, () => false, text)
    .messages.map((m) => m.message)
    .join(' ');
}

function addAt(target: Record<string, unknown>, path: string[], message: string): void {
  let node = target;
  for (const segment of path) {
    // Field names come from the API: never let one reach the prototype.
    if (segment === '__proto__' || segment === 'constructor' || segment === 'prototype') return;
    const next = Object.hasOwn(node, segment) ? node[segment] : undefined;
    if (typeof next === 'object' && next !== null) node = next as Record<string, unknown>;
    else node = node[segment] = {};
  }
  const errors = Array.isArray(node.__errors) ? (node.__errors as string[]) : [];
  if (!errors.includes(message)) errors.push(message);
  node.__errors = errors;
}
