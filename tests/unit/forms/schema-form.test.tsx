// SchemaForm as members use it: labels and aria attributes, the error summary and focus on submit, field
// matching, run-time select options, the captcha slot, the submit button's progress and double-submit guard,
// typed values surviving failed submits, and the API's violations shown on their fields.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ThemeWidgetProps } from '@/forms/form-types';
import { SchemaForm } from '@/forms/schema-form';
import { pendingSubmit, renderForm, renderInI18n, resolvingSubmit, tr } from './render-form';

const countries = {
  options: {
    country_id: [
      { value: 21, label: 'Belgium' },
      { value: 75, label: 'France' },
    ],
  },
};

/** A stand-in for the screen's captcha (e.g. ALTCHA): a button that yields a token. */
function FakeCaptcha({ id, onChange, value }: ThemeWidgetProps) {
  return (
    <button type="button" id={id} onClick={() => onChange('captcha-token')}>
      {value ? 'Verified' : 'I am not a robot'}
    </button>
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const errorOf = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((i) => i.endsWith('__error'));
  return id ? document.getElementById(id) : null;
};

async function fillCreateAccount(user: UserEvent, overrides: Record<string, string> = {}) {
  const values = {
    'Agent code': 'FA123456',
    'Agency access code': 'AB12CD34EF',
    'First name': 'Zoë',
    'Last name': "O'Neil-Dupré",
    'E-mail address': 'zoe@agency.example',
    'Confirm your e-mail address': 'zoe@agency.example',
    Password: 'Sunny-days9',
    'Confirm your password': 'Sunny-days9',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = field(new RegExp(`^${label}`));
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.selectOptions(field(/^Preferred language/), 'Français (Belgique)');
  await user.selectOptions(field(/^Country/), 'Belgium');
  await user.click(field(/^I have read and accept the privacy policy/));
}

describe('SchemaForm: labels and accessibility attributes', () => {
  it('labels every input visibly, marks required fields, and links help texts', async () => {
    await renderForm({ formId: 'create-account', formContext: countries, widgets: { captcha: FakeCaptcha } });
    const code = field(/^Agent code/);
    expect(code.tagName).toBe('INPUT');
    expect(code).toHaveAttribute('aria-required', 'true');
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(code).toHaveAccessibleDescription('FA followed by 6 digits, for example FA123456.');
    expect(screen.getByText('Fields marked with * are required.')).toBeInTheDocument();
    // The visible star is for sighted users only; the state reaches screen readers through aria-required.
    expect(document.querySelector('label[for="create-account_agent_code"] .form-field__required')).toHaveAttribute('aria-hidden', 'true');
    expect(field(/^Password/)).toHaveAttribute('type', 'password');
    expect(field(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(field(/^E-mail address/)).toHaveAttribute('type', 'email');
  });

  it('sets aria-invalid and points aria-describedby at the error below the field', async () => {
    const { user } = await renderForm({ formId: 'login' });
    await user.type(field(/^E-mail address/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = field(/^E-mail address/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const error = errorOf(email);
    expect(error).toHaveTextContent('Please enter a valid e-mail address.');
    expect(email).toHaveAccessibleDescription('Error: Please enter a valid e-mail address.');
    // The error comes after the input in the document (below the field).
    expect(email.compareDocumentPosition(error as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field(/^Password/)).toHaveAccessibleDescription('Error: This field is required.');
  });
});

describe('SchemaForm: error summary and focus', () => {
  it('announces an error summary with one link per error and focuses the first invalid field', async () => {
    const { user } = await renderForm({ formId: 'login' });
    await user.type(field(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['E-mail address: This field is required.']);
    expect(document.activeElement).toBe(field(/^E-mail address/));
  });

  it('lists errors in the order of the form and moves focus to a field from its link', async () => {
    const { user } = await renderForm({ formId: 'create-account', formContext: countries, widgets: { captcha: FakeCaptcha } });
    await user.type(field(/^Password/), 'weak');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const links = within(screen.getByRole('alert')).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '#create-account_agent_code',
      '#create-account_agency_access_code',
      '#create-account_firstname',
      '#create-account_lastname',
      '#create-account_email',
      '#create-account_email_confirmation',
      '#create-account_password',
      '#create-account_password_confirmation',
      '#create-account_language',
      '#create-account_country_id',
      '#create-account_privacy_policy',
      '#create-account_captcha',
    ]);
    expect(document.activeElement).toBe(field(/^Agent code/));
    const passwordLink = links.find((l) => l.getAttribute('href') === '#create-account_password') as HTMLElement;
    expect(passwordLink).toHaveTextContent(`Password: ${tr('validation.password')}`);
    await user.click(passwordLink);
    expect(document.activeElement).toBe(field(/^Password/));
  });

  it('announces the summary again on every failed submit', async () => {
    const { user } = await renderForm({ formId: 'password-recovery' });
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    const first = screen.getByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    // A new alert element: assistive technology announces insertions, not unchanged content.
    expect(screen.getByRole('alert')).not.toBe(first);
  });
});

describe('SchemaForm: a small form that says its refusals beside its fields (`"ui:errorSummary": false`)', () => {
  const line = { textValues: { name: 'Espresso cup set', count: 1, minimum: '1' } };
  const renderLine = (onSubmit = vi.fn(() => Promise.resolve())) =>
    renderForm({ formId: 'basket-quantity', formContext: line, initialData: { quantity: 2 }, submitLabel: 'shop.basket.update', onSubmit });

  it('puts a refusal on its field, focused, with no summary box, and announces it at each failed submit', async () => {
    const { user } = await renderLine();
    const quantity = field('Quantity of Espresso cup set');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
    expect(document.activeElement).toBe(quantity);
    expect(errorOf(quantity)).toHaveTextContent('Please enter a whole number of at least 1.');
    const first = screen.getByRole('alert');
    expect(first).toHaveTextContent('Quantity of Espresso cup set: Please enter a whole number of at least 1.');
    // The field still has the focus: only a new announcement says the second refusal.
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('alert')).not.toBe(first);
  });

  it('keeps the summary for a refusal that names none of its fields', async () => {
    const { user } = await renderLine(vi.fn(() => Promise.reject({ code: 409, errors: 'basket_changed' })));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
  });
});

describe('SchemaForm: the rules declared in the form files', () => {
  it('checks that the confirmations match the e-mail address and the password', async () => {
    const { user } = await renderForm({ formId: 'create-account', formContext: countries, widgets: { captcha: FakeCaptcha } });
    await fillCreateAccount(user, { 'Confirm your e-mail address': 'zoe@agency.exampel', 'Confirm your password': 'Sunny-days8' });
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(errorOf(field(/^Confirm your e-mail address/))).toHaveTextContent('Emails do not match');
    expect(errorOf(field(/^Confirm your password/))).toHaveTextContent('Passwords do not match');
    expect(document.activeElement).toBe(field(/^Confirm your e-mail address/));
  });

  it('requires the privacy-policy consent and the captcha ("Please verify you are not a robot")', async () => {
    const { user } = await renderForm({ formId: 'create-account', formContext: countries, widgets: { captcha: FakeCaptcha } });
    await fillCreateAccount(user);
    await user.click(field(/^I have read and accept the privacy policy/)); // untick again
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(errorOf(field(/^I have read and accept the privacy policy/))).toHaveTextContent('Please accept the privacy policy.');
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Security check: Please verify you are not a robot' })).toBeInTheDocument();
  });

  it('submits the API field names with their types: select options from formContext, captcha from the screen', async () => {
    const { calls, onSubmit } = resolvingSubmit();
    const { user } = await renderForm({ formId: 'create-account', onSubmit, formContext: countries, widgets: { captcha: FakeCaptcha } });
    await fillCreateAccount(user);
    await user.click(screen.getByText('I am not a robot'));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      agent_code: 'FA123456',
      agency_access_code: 'AB12CD34EF',
      firstname: 'Zoë',
      lastname: "O'Neil-Dupré",
      email: 'zoe@agency.example',
      email_confirmation: 'zoe@agency.example',
      password: 'Sunny-days9',
      password_confirmation: 'Sunny-days9',
      language: 'fr-be',
      country_id: 21,
      privacy_policy: true,
      captcha: 'captcha-token',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a visible message and warns when the screen gives no captcha widget', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderForm({ formId: 'create-account', formContext: countries });
    expect(screen.getByRole('alert')).toHaveTextContent(tr('forms.common.captchaMissing'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"captcha" widget'));
  });

  it('keeps initial data and drops values the form does not have', async () => {
    const { calls, onSubmit } = resolvingSubmit();
    const { user } = await renderForm({
      formId: 'profile',
      onSubmit,
      initialData: { firstname: 'Ana', lastname: 'Peeters', city: 'Gent', id: 42, company: { vip: true } },
    });
    expect(field(/^First name/)).toHaveValue('Ana');
    await user.type(field(/^Date of birth/), '1990-04-30');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ firstname: 'Ana', lastname: 'Peeters', city: 'Gent', birth_date: '1990-04-30' });
  });
});

describe('SchemaForm: submitting', () => {
  it('shows progress and cannot submit twice while a submit is running', async () => {
    const { calls, onSubmit, settle } = pendingSubmit();
    const { user } = await renderForm({ formId: 'login', onSubmit });
    await user.type(field(/^E-mail address/), 'ana@agency.example');
    await user.type(field(/^Password/), 'secret');
    const button = screen.getByRole('button', { name: 'Log in' });
    await user.click(button);

    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Sending…');
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    await user.click(button);
    await user.type(field(/^Password/), '{Enter}');
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(calls).toHaveLength(1);

    await act(async () => settle.resolve());
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveTextContent('Log in');
    await user.click(button);
    expect(calls).toHaveLength(2);
  });

  it('keeps typed values after a submit the browser refuses', async () => {
    const { user } = await renderForm({ formId: 'create-account', formContext: countries, widgets: { captcha: FakeCaptcha } });
    await user.type(field(/^First name/), 'Zoë');
    await user.type(field(/^E-mail address/), 'zoe@agency.example');
    await user.selectOptions(field(/^Country/), 'France');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(field(/^First name/)).toHaveValue('Zoë');
    expect(field(/^E-mail address/)).toHaveValue('zoe@agency.example');
    expect(field(/^Country/)).toHaveDisplayValue('France');
  });

  it('keeps typed values and shows the message when the server refuses with a message', async () => {
    const { onSubmit, settle } = pendingSubmit();
    const { user } = await renderForm({ formId: 'login', onSubmit });
    await user.type(field(/^E-mail address/), 'ana@agency.example');
    await user.type(field(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await act(async () => settle.reject({ code: 401, errors: 'Invalid credentials.', key: 'invalid_credentials' }));

    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('The e-mail address or the password is incorrect.');
    expect(within(summary).queryByRole('link')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(summary);
    expect(field(/^E-mail address/)).toHaveValue('ana@agency.example');
    expect(field(/^Password/)).toHaveValue('secret');
    expect(screen.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy');
  });

  it('shows the API violations on their fields, translated when the key is known', async () => {
    const { calls, onSubmit, settle } = pendingSubmit();
    const { user } = await renderForm({ formId: 'create-account', onSubmit, formContext: countries, widgets: { captcha: FakeCaptcha } });
    await fillCreateAccount(user);
    await user.click(screen.getByText('I am not a robot'));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await act(async () =>
      settle.reject({
        code: 422,
        errors: [
          { propertyPath: 'email', message: 'This value is already used.', key: 'email_taken' },
          { propertyPath: 'agency_access_code', message: 'Agency not found' },
          { propertyPath: 'sponsor', message: 'Unknown sponsor.', key: 'no_such_key' },
        ],
      }),
    );

    const email = field(/^E-mail address/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(email)).toHaveTextContent('An account already exists with this e-mail address.');
    expect(errorOf(field(/^Agency access code/))).toHaveTextContent('Agency not found');
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Unknown sponsor.',
      'Agency access code: Agency not found',
      'E-mail address: An account already exists with this e-mail address.',
    ]);
    // The first field in the form's order takes focus, whatever the API's order.
    expect(document.activeElement).toBe(field(/^Agency access code/));
    expect(email).toHaveValue('zoe@agency.example');

    // The next submit starts clean: the server's previous errors are dropped.
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(calls).toHaveLength(2);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Something went wrong" for a failure that is not the API client\'s shape', async () => {
    const { onSubmit, settle } = pendingSubmit();
    const { user } = await renderForm({ formId: 'password-recovery', onSubmit });
    await user.type(field(/^E-mail address/), 'ana@agency.example');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    await act(async () => settle.reject(new TypeError('Failed to fetch')));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again');
    expect(field(/^E-mail address/)).toHaveValue('ana@agency.example');
  });
});

describe('SchemaForm: unknown form and other languages', () => {
  it('shows a visible message and warns for an unknown form id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderInI18n(<SchemaForm formId="no-such-form" onSubmit={async () => undefined} submitLabel="forms.login.submit" />);
    expect(screen.getByRole('alert')).toHaveTextContent('This form cannot be shown: form “no-such-form” is not available.');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown form "no-such-form"'));
    expect(document.querySelector('form')).toBeNull();
  });

  it('renders labels, buttons and messages in fr-be and nl-be', async () => {
    const fr = await renderForm({ formId: 'login' }, 'fr-be');
    await fr.user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(within(screen.getByRole('alert')).getByRole('heading')).toHaveTextContent('Il y a un problème');
    expect(errorOf(field(/^Adresse e-mail/))).toHaveTextContent('Ce champ est obligatoire.');
    fr.unmount();

    const nl = await renderForm({ formId: 'change-password' }, 'nl-be');
    await nl.user.type(field(/^Nieuw wachtwoord/), 'Zonnig-weer7');
    await nl.user.type(field(/^Bevestig uw nieuwe wachtwoord/), 'Zonnig-weer8');
    await nl.user.click(screen.getByRole('button', { name: 'Mijn wachtwoord wijzigen' }));
    expect(errorOf(field(/^Bevestig uw nieuwe wachtwoord/))).toHaveTextContent('De wachtwoorden komen niet overeen');
    expect(errorOf(field(/^Huidig wachtwoord/))).toHaveTextContent('Dit veld is verplicht.');
  });
});
