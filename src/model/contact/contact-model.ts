// The contact form's call: the API stores the message and answers with a reference the member can quote.
import { createEffect } from 'effector';
import type { components } from '@/generated/api';
import { api } from '@/model/session/api';

export type ContactReceipt = components['schemas']['ContactMessageReceipt'];

export const sendContactMessageFx = createEffect((values: Record<string, unknown>) => api.post<ContactReceipt>('contact_messages', values));
