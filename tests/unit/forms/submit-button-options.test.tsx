// A form whose every change applies at once (a filter written to the address) says rjsf's own
// `"ui:submitButtonOptions": { "norender": true }`: SchemaForm then draws no submit button, and no empty actions box;
// the page's own buttons and a support session's note on the form's operation still show after the fields.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { SchemaForm, SchemaFormView } from '@/forms/schema-form';
import { loadForm } from '@/forms/form-registry';
import type { LoadedForm } from '@/forms/form-registry';
import { $actingAgent } from '@/model/impersonation/impersonation-model';
import { applyLanguage, loadNamespaces } from '@/platform/i18n';
import { renderInI18n, resolvingSubmit, tr } from './render-form';

const withoutButton = (form: LoadedForm): LoadedForm => ({
  ...form,
  uiSchema: { ...form.uiSchema, 'ui:submitButtonOptions': { norender: true } },
});

beforeAll(async () => {
  await loadNamespaces(['pages']);
  await applyLanguage('en');
});

describe('a form whose uiSchema renders no submit button', () => {
  it('shows its fields, no button and no actions box', async () => {
    const { container } = await renderInI18n(
      <SchemaForm formId="animation-filters" submitLabel="animations.filter.label" onSubmit={resolvingSubmit().onSubmit} />,
    );
    expect(await screen.findByRole('combobox', { name: 'Type of animation' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.form-actions')).toBeNull();
  });

  it("still shows the page's own buttons after the fields", async () => {
    const { container } = await renderInI18n(
      <SchemaForm formId="animation-filters" submitLabel="animations.filter.label" onSubmit={resolvingSubmit().onSubmit}>
        <button type="button">Clear</button>
      </SchemaForm>,
    );
    await screen.findByRole('combobox', { name: 'Type of animation' });
    const actions = container.querySelector<HTMLElement>('.form-actions');
    expect(actions).not.toBeNull();
    expect(
      within(actions!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Clear']);
  });

  it("still says why a support session may not use the form's operation, where the button would be", async () => {
    const form = await loadForm('change-password');
    const scope = fork({ values: [[$actingAgent, '4']] });
    const note = tr('impersonation.refusedAction', { action: tr('impersonation.capabilities.password') });
    const { container } = await renderInI18n(
      <Provider value={scope}>
        <SchemaFormView form={withoutButton(form)} submitLabel="forms.changePassword.submit" onSubmit={resolvingSubmit().onSubmit} />
      </Provider>,
    );
    expect(within(container.querySelector<HTMLElement>('.form-actions')!).getByText(note)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('(the same form without the option has its button)', async () => {
    const form = await loadForm('change-password');
    await renderInI18n(<SchemaFormView form={form} submitLabel="forms.changePassword.submit" onSubmit={resolvingSubmit().onSubmit} />);
    expect(screen.getByRole('button', { name: tr('forms.changePassword.submit') })).toBeInTheDocument();
  });
});
