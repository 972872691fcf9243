// The contact form's call: the API stores the message and answers with a reference the member can quote.
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import { formBody } from '@/api/form-body';
import type { FormValues } from '@/api/form-body';
import type { components } from '@/generated/api';
import { call } from '@/model/session/api';

export type ContactReceipt = components['schemas']['ContactMessageReceipt'];

/** The contact form's submit (its values passed the form's validator: src/api/form-body.ts). */
export const sendContactMessageFx = createEffect<FormValues, ContactReceipt, ApiError>((values) =>
  call('createContactMessage', { body: formBody('createContactMessage', values) }),
);
