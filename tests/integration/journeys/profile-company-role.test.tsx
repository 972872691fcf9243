// The profile's company section on the real route config, models and templates, against the mocked API: in French,
// the card says the role is not given yet, the details dialog offers the roles loaded in the member's language, the
// role chosen is what the save sends and what the card then names (the profile answering it), and a save the service
// fails says the account was not updated, with everything typed kept.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { User } from '@/model/user/user-types';
import { contractHandler, useMockApi } from '../../support/msw-api';
import { demoMember, startPortal, warmUp } from '../../support/start-portal';
import { mockSession, profileOf, sessionApi } from '../../support/api/session';
import { contentApi } from '../../support/api/content';
import { memberApi } from '../../support/member-api';
import { companyRoles, readCompanyRoles } from '../../../server/reference/company-roles';
import { requestLanguage } from '../../../server/http/request-language';

type Member = User & { company_role_id?: number | null };
const session = mockSession();
/** The profile writes the member sent, in order. */
let sent: Record<string, unknown>[] = [];

const server = useMockApi([
  contractHandler('updateProfile', async (request) => {
    const values = (await request.json()) as Record<string, unknown>;
    sent.push(values);
    session.member = { ...(session.member as Member), ...values } as Member;
    return { body: profileOf(session.member as Member) };
  }),
  contractHandler('listCompanyRoles', (request) => ({
    body: companyRoles(readCompanyRoles(), requestLanguage(request.headers.get('Accept-Language') ?? '')),
  })),
  ...sessionApi(session),
  ...contentApi(),
  ...memberApi,
]);
warmUp(['profile'], ['profile']);
beforeEach(() => {
  Object.assign(session, mockSession({ member: demoMember() }));
  sent = [];
});

describe('the company section, in French', () => {
  it('names the role chosen among the loaded roles; a save the service fails keeps everything typed', async () => {
    const roles = companyRoles(readCompanyRoles(), 'fr-be');
    const { user } = await startPortal('/profile', { member: session.member, language: 'fr-be' });
    const card = await screen.findByTestId('profile-section-company');
    expect(within(card).getByRole('heading', { level: 2, name: 'Mon agence' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Votre rôle dans l’agence n’est pas encore indiqué.');

    await user.click(within(card).getByRole('link', { name: 'Modifier mon rôle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mes coordonnées' });
    expect(window.location.pathname).toBe('/profile/details');
    const role = await within(dialog).findByLabelText(/^Votre rôle dans l’agence/);
    await waitFor(() =>
      expect(
        within(role)
          .getAllByRole('option')
          .filter((o) => o.getAttribute('value') !== '')
          .map((o) => o.textContent),
      ).toEqual(roles.map((r) => r.name)),
    );
    await user.selectOptions(role, 'Conseiller voyages');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer mes données' }));
    expect(await within(dialog).findByText('Vos modifications ont été enregistrées.')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ company_role_id: 3 })]);
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(card).toHaveTextContent('Rôle : Conseiller voyages'));

    // The service fails the next save (a fault outside the contract's answers, as any call may meet).
    server.use(http.patch('*/api/user_light/profile', () => HttpResponse.json({ code: 500, message: 'Internal error' }, { status: 500 })));
    await user.click(within(card).getByRole('link', { name: 'Modifier mon rôle' }));
    const again = await screen.findByRole('dialog', { name: 'Mes coordonnées' });
    const city = within(again).getByLabelText(/^Localité/);
    await user.clear(city);
    await user.type(city, 'Namur');
    await user.click(within(again).getByRole('button', { name: 'Enregistrer mes données' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent('Votre compte n’a pas pu être mis à jour. Veuillez réessayer.');
    expect(city).toHaveValue('Namur');
    expect(within(within(again).getByLabelText(/^Votre rôle dans l’agence/)).getByRole('option', { selected: true })).toHaveTextContent(
      'Conseiller voyages',
    );
  });
});
