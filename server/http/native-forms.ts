// A prerendered page's form works before the portal's script has run: the browser sends it as plain HTML (method
// "post" to the page's own address, the fields named `<form id>_<field>` as the form engine names them). A form the
// server can take that way has a handler (the login: server/routes/session-routes.ts); any other form's body is
// thrown away and the visitor lands on the same page (303), where the app now runs. A form sent from another site
// is never taken. A refusal comes back to the page in a short cookie (src/contract/cookies.ts): the form, what was typed in
// the fields it may give back (never a password), and the API's error answer, which the form shows as it would
// show its API call's (src/forms/native-refusal.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { nativeFormCookie } from '../../src/contract/cookies';
import { nativeFormIds } from '../../src/contract/native-forms';
import type { NativeFormRefusal } from '../../src/contract/cookies';
import { ApiError } from './api-error';
import { setCookie } from './cookies';

export interface NativeForm {
  /** Takes the form's fields (by field name); throws an ApiError to refuse. Sets the cookies of its success. */
  submit(fields: Record<string, string>, request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The fields a refusal gives back to the page (never a password). */
  keep: readonly string[];
}

/** Form id → how the server takes it from plain HTML. */
export type NativeForms = Readonly<Record<string, NativeForm>>;

/** Long enough for the page to load again, short enough not to linger. */
const refusalSeconds = 60;
/** More than any form the portal prerenders needs; a longer body is not read (the form is thrown away). */
export const nativeBodyLimit = 16_384;

/**
 * Fails loudly when the handlers and the portal's list of forms that work as plain HTML differ: the build leaves the
 * listed forms' engine out of their pages' first load, so a listed form without a handler would be lost.
 */
export function checkNativeForms(forms: NativeForms): void {
  const handled = Object.keys(forms).sort();
  const listed = [...nativeFormIds].sort();
  if (handled.join() !== listed.join())
    throw new Error(
      `The forms taken as plain HTML (${handled.join(', ')}) differ from src/contract/native-forms.ts (${listed.join(', ')})`,
    );
}

/** The form id and fields a plain HTML body names, when `forms` has that form. */
function nativeFormOf(body: URLSearchParams, forms: NativeForms): { id: string; form: NativeForm; fields: Record<string, string> } | null {
  const names = [...body.keys()];
  const id = Object.keys(forms).find((formId) => names.some((name) => name.startsWith(`${formId}_`)));
  if (id === undefined) return null;
  const fields = Object.fromEntries(
    [...body.entries()].filter(([name]) => name.startsWith(`${id}_`)).map(([name, value]) => [name.slice(id.length + 1), value]),
  );
  return { id, form: forms[id]!, fields };
}

/** Sent from a page of this site (a browser says where a form comes from; a tool that says nothing is let through). */
function fromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  return origin === undefined || origin === `${request.protocol}://${request.headers.host}`;
}

/**
 * Answers a plain HTML submit of the page `path` (a page the build prerendered): takes it when it is a native form,
 * then sends the visitor back to the page, where the app shows what came of it.
 */
export async function answerNativeSubmit(
  body: URLSearchParams | null,
  forms: NativeForms,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const native = body && fromThisSite(request) ? nativeFormOf(body, forms) : null;
  if (native) {
    try {
      await native.form.submit(native.fields, request, reply);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const values = Object.fromEntries(native.form.keep.flatMap((name) => (name in native.fields ? [[name, native.fields[name]!]] : [])));
      const refusal: NativeFormRefusal = { form: native.id, values, status: error.status, answer: error.body() };
      setCookie(request, reply, nativeFormCookie, JSON.stringify(refusal), { path: '/', maxAge: refusalSeconds, sameSite: 'Strict' });
    }
  }
  // The page's own address, its query (the login's ref) kept.
  return reply.code(303).header('Location', request.url).header('Cache-Control', 'no-store').send();
}
