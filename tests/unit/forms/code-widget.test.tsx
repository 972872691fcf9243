// The theme's `code` widget on the card's activation code: one native input with the phone's digit keyboard, the code
// a text message brings offered, no more characters than the code has, and the spaces and dashes of a printed or
// pasted code dropped before validation. Its length comes from the schema, so any PIN or code field can name it.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { codeLength } from '@/forms/theme/widgets/code-widget';
import { loadNamespaces } from '@/platform/i18n';
import { renderForm, resolvingSubmit, tr } from './render-form';

beforeAll(() => loadNamespaces(['pages']));

async function renderActivation() {
  const { calls, onSubmit } = resolvingSubmit();
  const { user } = await renderForm({ formId: 'card-activation', onSubmit });
  const code = screen.getByLabelText(new RegExp(`^${tr('forms.fields.activationCode')}`));
  const send = () => user.click(screen.getByRole('button', { name: tr('forms.cardActivation.submit') }));
  return { user, code, send, calls };
}

describe('the code widget (the card’s activation code)', () => {
  it('is one text input for a phone’s digit keyboard and the code of a text message, as long as the code', async () => {
    const { code } = await renderActivation();
    expect(code).toHaveAttribute('type', 'text');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveClass('form-code');
    expect(code).toHaveAccessibleDescription(tr('forms.fields.activationCodeHelp'));
  });

  it('drops the spaces and dashes typed, and sends the code alone', async () => {
    const { user, code, send, calls } = await renderActivation();
    await user.type(code, '123 4-56');
    expect(code).toHaveValue('123456');
    await send();
    await waitFor(() => expect(calls).toEqual([{ code: '123456' }]));
  });

  it('takes a pasted code with its spaces whole, which the input’s length would otherwise cut', async () => {
    const { user, code, send, calls } = await renderActivation();
    await user.click(code);
    await user.paste('123 456');
    expect(code).toHaveValue('123456');
    await send();
    await waitFor(() => expect(calls).toEqual([{ code: '123456' }]));
  });

  it('keeps no more than the code’s length of a longer paste, and still refuses what is not the code', async () => {
    const { user, code, send, calls } = await renderActivation();
    await user.click(code);
    await user.paste('12-34-56-78');
    expect(code).toHaveValue('123456');
    await user.clear(code);
    await user.paste('12a 45');
    expect(code).toHaveValue('12a45');
    await send();
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(calls).toEqual([]);
  });
});

describe('the length of a code', () => {
  it('is the schema’s maxLength, else the count its pattern fixes, else none', () => {
    expect(codeLength({ type: 'string', maxLength: 4, pattern: '^[0-9]{6}$' })).toBe(4);
    expect(codeLength({ type: 'string', pattern: '^[0-9]{6}$' })).toBe(6);
    expect(codeLength({ type: 'string', pattern: '^\\d{4,8}$' })).toBe(8);
    expect(codeLength({ type: 'string', pattern: '^[A-Z0-9]{10}$' })).toBe(10);
    expect(codeLength({ type: 'string', pattern: '^[0-9]{3}-[0-9]{3}$' })).toBeUndefined();
    expect(codeLength({ type: 'string' })).toBeUndefined();
  });
});
