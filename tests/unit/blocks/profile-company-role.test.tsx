// The profile's company section (requirements §6: company roles are loaded): /profile's "My agency" card names the
// member's agency and role, and the details form offers the roles as a select fed by the loaded list, in the
// member's language (Dutch here); the role chosen is what the save sends.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { I18nextProvider } from 'react-i18next';
import { applyLanguage, i18n } from '@/platform/i18n';
import type { TableRoute } from '@/contract/route-table';
import ProfileForm from '@/blocks/account/profile-form';
import { updateProfileFx } from '@/model/account/account-model';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { loadCompanyRolesFx } from '@/model/reference/company-roles-model';
import type { CompanyRole } from '@/model/reference/company-roles-model';
import { $user } from '@/model/user/user-model';
import type { User } from '@/model/user/user-types';
import ProfileTemplate from '@/templates/profile/profile-template';
import type { TemplateProps } from '@/templates/template-props';
import { ActiveRoutesContext } from '@/ui/route-links';
import { demoUser } from '../../support/api-effect-handlers';
import { renderInI18n } from '../forms/render-form';

const dana = demoUser({
  id: 7,
  email: 'dana@agency.example',
  lastname: 'Peeters',
  locale: { code: 'nl-be' },
  country: { id: 21, code: 'BE', name: 'België' },
  company: { id: 3, name: 'Reizen Horizon', vip: false, type: 'agency' },
  notification: { password_create_date: '2026-01-10T10:00:00.000Z', expire_after_days: 365 },
  company_role_id: 3,
} as Partial<User>);

const dutchRoles: CompanyRole[] = [
  { id: 1, code: 'owner', name: 'Eigenaar van het reisbureau' },
  { id: 3, code: 'travel_consultant', name: 'Reisadviseur' },
  { id: 6, code: 'back_office', name: 'Backoffice' },
];

function scopeFor(user: User) {
  const loadRoles = vi.fn(async ({ language }: { language: string | null }) => (language === 'nl-be' ? dutchRoles : []));
  const update = vi.fn(async (values: Record<string, unknown>) => ({ ...user, ...values }));
  const scope = fork({
    values: [
      [$user, user],
      [$appliedLanguage, 'nl-be'],
    ],
    handlers: [
      [loadCompanyRolesFx, loadRoles],
      [updateProfileFx, update],
    ],
  });
  return { scope, loadRoles, update };
}

describe('the profile’s company section', { timeout: 30_000 }, () => {
  it('offers the loaded roles in Dutch, shows the member’s own and sends the one chosen', async () => {
    await applyLanguage('nl-be');
    const { scope, loadRoles, update } = scopeFor(dana);
    const user = userEvent.setup();
    await renderInI18n(
      <Provider value={scope}>
        <ProfileForm />
      </Provider>,
    );
    const select = await screen.findByRole('combobox', { name: /^Uw functie in het reisbureau/ });
    expect(await within(select).findByRole('option', { name: 'Reisadviseur' })).toBeInTheDocument();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.any(String), 'Eigenaar van het reisbureau', 'Reisadviseur', 'Backoffice']);
    expect(select).toHaveDisplayValue('Reisadviseur');
    expect(loadRoles).toHaveBeenCalledWith({ language: 'nl-be' });

    await user.selectOptions(select, 'Backoffice');
    await user.click(screen.getByRole('button', { name: 'Mijn gegevens opslaan' }));
    await expect.poll(() => update.mock.calls.length).toBe(1);
    expect(update.mock.calls[0]?.[0]).toMatchObject({ company_role_id: 6 });
  });

  it('names the agency and the role on the “My agency” card, whose button opens the details', async () => {
    await applyLanguage('nl-be');
    const { scope } = scopeFor(dana);
    const routes = [{ id: 'profile', path: '/profile/:modal?', page: 'profile', list: 'private', origin: 'test' }] as TableRoute[];
    const page = { template: 'profile', title: 'profile.title' } as TemplateProps['page'];
    const router = createMemoryRouter(
      [
        {
          path: '/profile/:modal?',
          element: <ProfileTemplate title="Mijn profiel" params={{}} blocks={[]} pageId="profile" page={page} />,
        },
      ],
      { initialEntries: ['/profile'] },
    );
    render(
      <Provider value={scope}>
        <I18nextProvider i18n={i18n}>
          <ActiveRoutesContext.Provider value={routes}>
            <RouterProvider router={router} />
          </ActiveRoutesContext.Provider>
        </I18nextProvider>
      </Provider>,
    );
    const card = await screen.findByTestId('profile-section-company');
    expect(within(card).getByRole('heading', { level: 2, name: 'Mijn reisbureau' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Reizen Horizon');
    expect(await within(card).findByText(/Functie: Reisadviseur/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Mijn functie wijzigen' })).toHaveAttribute('href', '/profile/details');
  });

  it('says when the member has not given their role yet', async () => {
    await applyLanguage('nl-be');
    const { scope } = scopeFor({ ...dana, company_role_id: null } as unknown as User);
    const routes = [{ id: 'profile', path: '/profile/:modal?', page: 'profile', list: 'private', origin: 'test' }] as TableRoute[];
    const page = { template: 'profile', title: 'profile.title' } as TemplateProps['page'];
    const router = createMemoryRouter(
      [
        {
          path: '/profile/:modal?',
          element: <ProfileTemplate title="Mijn profiel" params={{}} blocks={[]} pageId="profile" page={page} />,
        },
      ],
      { initialEntries: ['/profile'] },
    );
    render(
      <Provider value={scope}>
        <I18nextProvider i18n={i18n}>
          <ActiveRoutesContext.Provider value={routes}>
            <RouterProvider router={router} />
          </ActiveRoutesContext.Provider>
        </I18nextProvider>
      </Provider>,
    );
    const card = await screen.findByTestId('profile-section-company');
    expect(card).toHaveTextContent('Uw functie in het reisbureau is nog niet ingevuld.');
  });
});
