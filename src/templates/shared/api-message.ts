import type { TFunction } from 'i18next';
import { isApiError } from '@/api/api-error';

/** A translated message for a failed call: the server's key when the portal knows it, else its message. */
export function apiMessage(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    if (error.key && t(`validation.server.${error.key}`, { defaultValue: '' })) return t(`validation.server.${error.key}`);
    if (typeof error.errors === 'string' && error.status < 500 && error.status > 0) return error.errors;
  }
  return t('errors.somethingWentWrong');
}
