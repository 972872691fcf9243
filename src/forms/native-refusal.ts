// A form sent as plain HTML before the app ran (a prerendered page's), refused by the server, comes back with the
// page (server/http/native-forms.ts): a short cookie names the form, gives back what was typed in the fields it
// keeps (never a password) and holds the API's error answer, which the form shows as its API call's refusal.
import { toApiError } from '@/api/api-error';
import type { ApiError } from '@/api/api-error';
import { nativeFormCookie } from '@/contract/cookies';
import type { NativeFormRefusal } from '@/contract/cookies';
import { clearCookie, readCookie } from '@/platform/cookies';
import type { FormValues } from './form-types';

export interface NativeRefusal {
  values: FormValues;
  error: ApiError;
}

/** The refusal of the form `formId` left for this page, or null; read during a render (forgetNativeRefusal once shown). */
export function peekNativeRefusal(formId: string): NativeRefusal | null {
  const raw = readCookie(nativeFormCookie);
  if (raw === null) return null;
  let refusal: Partial<NativeFormRefusal>;
  try {
    refusal = JSON.parse(raw) as Partial<NativeFormRefusal>;
  } catch {
    return null;
  }
  if (refusal.form !== formId) return null;
  const values = typeof refusal.values === 'object' && refusal.values !== null ? refusal.values : {};
  return { values, error: toApiError(Number(refusal.status) || 400, '', refusal.answer, formId) };
}

/** The refusal has been shown: it is not shown again (another visit of the page, a reload). */
export function forgetNativeRefusal(): void {
  clearCookie(nativeFormCookie);
}
