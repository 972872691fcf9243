// A member who opens a visitors' page (a mail's confirmation, reset or invitation link, an impersonation
// link handed to an agent, /login): the page exists, but only after logging out. Saying so, with a button
// that does it and comes back to the same address, replaces the bare "Page not found" of a dead end.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUnit } from 'effector-react';
import { logoutFx } from '@/model/session/session-model';
import { $user } from '@/model/user/user-model';
import { Button, ButtonLink } from '@/ui/button';
import '@/templates/templates.css';

/** Route ids with a sentence of their own; any other visitors' page gets the general one. */
const purposes = new Set(['login', 'confirm', 'create-account', 'impersonate', 'success']);

export function GuestOnlyLink({ routeId }: { routeId: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { user, logout, leaving } = useUnit({ user: $user, logout: logoutFx, leaving: logoutFx.pending });
  const name = user ? `${user.firstname} ${user.lastname}` : '';
  return (
    <section className="page" data-template="guest-only-link">
      <h1>{t('guestOnly.title')}</h1>
      <p className="page__lead">{t(purposes.has(routeId) ? `guestOnly.purpose.${routeId}` : 'guestOnly.purpose.other')}</p>
      <p>{t('guestOnly.loggedInAs', { name })}</p>
      <div className="page__actions">
        <Button onClick={() => logout(`${pathname}${search}`)} busy={leaving}>
          {t('guestOnly.logoutAndOpen')}
        </Button>
        <ButtonLink to="default" variant="secondary">
          {t('guestOnly.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
