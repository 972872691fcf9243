// The financial service request form asks for the member's client subscription code (requirements §5: 16 digits,
// "Please enter 16 digits."), optional, in the member's language: a Dutch-speaking member sees the field and
// the rule's message in Dutch, and a right code reaches the submit.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLanguage } from '@/platform/i18n';
import { SchemaForm } from '@/forms/schema-form';
import { renderInI18n, resolvingSubmit } from './render-form';

async function renderRequestForm() {
  await applyLanguage('nl-be');
  const user = userEvent.setup();
  const { calls, onSubmit } = resolvingSubmit();
  await renderInI18n(
    <SchemaForm formId="financial-service-request" submitLabel="forms.financialServiceRequest.submit" onSubmit={onSubmit} />,
  );
  const code = await screen.findByLabelText(/^Klantabonnementscode/);
  await user.type(screen.getByLabelText(/^Telefoon/), '+32 2 123 45 67');
  await user.selectOptions(screen.getByLabelText(/^Wanneer mag de partner u bellen/), 'In de voormiddag (9–12 uur)');
  await user.click(screen.getByLabelText(/^Ik ga ermee akkoord/));
  return { user, code, calls };
}

describe('the client subscription code of a financial service request', { timeout: 20_000 }, () => {
  it('refuses 15 digits with the rule’s message in Dutch, on the field and in the summary', async () => {
    const { user, code, calls } = await renderRequestForm();
    expect(code).toHaveAccessibleDescription(/16 cijfers van uw abonnement/);
    await user.type(code, '400012345678901');
    await user.click(screen.getByRole('button', { name: 'Mijn aanvraag versturen' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(/Vul 16 cijfers in\./)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('sends 16 digits with the request', async () => {
    const { user, code, calls } = await renderRequestForm();
    await user.type(code, '4000123456789017');
    await user.click(screen.getByRole('button', { name: 'Mijn aanvraag versturen' }));
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({ subscription_code: '4000123456789017', contact_time: 'morning', consent: true });
  });
});
