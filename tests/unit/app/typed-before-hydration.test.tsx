// Nothing typed is lost on a prerendered page: what a visitor types into the prerendered form before the app's JavaScript runs must
// reach the form's state once React hydrates the HTML (and survive a fresh render that replaces the HTML),
// with the focus and the caret where the visitor left them.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { applyLanguage, i18n } from '@/platform/i18n';
import { loadForm } from '@/forms/form-registry';
import type { LoadedForm } from '@/forms/form-registry';
import { SchemaFormView } from '@/forms/schema-form';
import type { FormValues } from '@/forms/form-types';
import { captureTypedFields, holdEarlySubmits } from '@/forms/typed-before-hydration';

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

function loginForm(form: LoadedForm, calls: FormValues[]) {
  const onSubmit = async (data: FormValues) => {
    calls.push(data);
  };
  return (
    <I18nextProvider i18n={i18n}>
      <SchemaFormView form={form} onSubmit={onSubmit} submitLabel="forms.login.submit" />
    </I18nextProvider>
  );
}

/** The page as the server sends it, with no script run yet: plain HTML in the document. */
async function prerenderedLogin(): Promise<{ form: LoadedForm; el: HTMLElement }> {
  await applyLanguage('en');
  const form = await loadForm('login');
  const el = document.createElement('div');
  el.innerHTML = renderToString(loginForm(form, []));
  document.body.append(el);
  container = el;
  return { form, el };
}

/** Typing as the browser does it without any script: the value changes, nothing else happens. */
function typeInHtml(el: HTMLElement, id: string, text: string): HTMLInputElement {
  const input = el.querySelector<HTMLInputElement>(`#${id}`);
  if (!input) throw new Error(`no #${id}`);
  input.focus();
  input.value = text;
  return input;
}

const email = 'nobody@example.com';
const password = 'Wrong#2026pw';

describe('typed before hydration', () => {
  it('hydration hands the typed values to the form, which submits them, and the caret stays put', async () => {
    const { form, el } = await prerenderedLogin();
    typeInHtml(el, 'login_email', email);
    const typedPassword = typeInHtml(el, 'login_password', password);
    typedPassword.setSelectionRange(3, 3); // the visitor went back to fix a letter
    captureTypedFields(el);
    const calls: FormValues[] = [];
    await act(async () => {
      root = hydrateRoot(el, loginForm(form, calls));
    });
    // The same nodes (hydrated, not replaced), still showing what was typed.
    expect(el.querySelector('#login_password')).toBe(typedPassword);
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue(email);
    expect(document.activeElement).toBe(typedPassword);
    expect(typedPassword.selectionStart).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(calls).toEqual([{ email, password }]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // Typed on while the app starts: into the HTML's fields, which stay on screen until React takes them over
  // (hydrated, the same nodes) or replaces them (rendered afresh, another stored language say).
  it.each([
    ['hydrated', (el: HTMLElement, app: ReactNode) => hydrateRoot(el, app)],
    [
      'rendered afresh',
      (el: HTMLElement, app: ReactNode) => {
        const fresh = createRoot(el);
        fresh.render(app);
        return fresh;
      },
    ],
  ] as const)('a field typed in after the capture reaches the form %s', async (_how, mount) => {
    const { form, el } = await prerenderedLogin();
    typeInHtml(el, 'login_email', 'nobody@');
    captureTypedFields(el);
    typeInHtml(el, 'login_email', email);
    typeInHtml(el, 'login_password', password);
    const calls: FormValues[] = [];
    await act(async () => {
      root = mount(el, loginForm(form, calls));
    });
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue(email);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(calls).toEqual([{ email, password }]));
  });

  it('a fresh render that replaces the HTML puts the typed values and the focus back', async () => {
    const { form, el } = await prerenderedLogin();
    typeInHtml(el, 'login_email', email);
    const typedPassword = typeInHtml(el, 'login_password', password);
    typedPassword.setSelectionRange(2, 5);
    captureTypedFields(el);
    const calls: FormValues[] = [];
    // What main.tsx does when the first render is not the prerendered page (another stored language, say).
    await act(async () => {
      root = createRoot(el);
      root.render(loginForm(form, calls));
    });
    const fresh = el.querySelector<HTMLInputElement>('#login_password');
    expect(fresh).not.toBe(typedPassword);
    expect(fresh).toHaveValue(password);
    expect(document.activeElement).toBe(fresh);
    expect([fresh?.selectionStart, fresh?.selectionEnd]).toEqual([2, 5]);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(calls).toEqual([{ email, password }]));
  });

  it('a submit before the form is live is held, then made with the typed values once it is', async () => {
    const { form, el } = await prerenderedLogin();
    holdEarlySubmits(el);
    typeInHtml(el, 'login_email', email);
    typeInHtml(el, 'login_password', password);
    el.querySelector('form')?.requestSubmit(); // the visitor pressed Enter in the HTML form
    captureTypedFields(el);
    const calls: FormValues[] = [];
    await act(async () => {
      root = hydrateRoot(el, loginForm(form, calls));
    });
    await waitFor(() => expect(calls).toEqual([{ email, password }]));
  });

  it('a form mounted later, with nothing typed before, starts empty and refuses an empty submit', async () => {
    const { form, el } = await prerenderedLogin();
    captureTypedFields(el);
    const calls: FormValues[] = [];
    await act(async () => {
      root = hydrateRoot(el, loginForm(form, calls));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
    expect(calls).toEqual([]);
  });
});
