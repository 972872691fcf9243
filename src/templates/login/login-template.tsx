// Login (requirements §2.1 /login/:page?/:code?/:slug?/:terms?): the login form honours ?ref= (a same-origin path
// only); /login/recovery asks for a reset link; /login/reset-password/:code/:slug sets a new password.
// Shown in place on another route (animations-login on /earn/animations/*), the page's own address is the ref.
import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { TemplateProps } from '@/templates/template-props';
import { RouteLink } from '@/ui/route-links';
import { $sessionNotice } from '@/model/session/session-model';
import { LoginForm } from './login-form';
import '@/templates/templates.css';
import '@/templates/shared/account-card.css';
import { Notice } from '@/ui/notice';
import { Spinner } from '@/ui/spinner';

const loadPasswordPages = () => import('./password-pages');
const PasswordRecovery = lazy(() => loadPasswordPages().then((pages) => ({ default: pages.PasswordRecovery })));
const PasswordReset = lazy(() => loadPasswordPages().then((pages) => ({ default: pages.PasswordReset })));
/**
 * Pointer, finger or keyboard on the link to the recovery page: its chunk starts loading before the click. A failure
 * here is left to the click, whose render reports it (the page's error boundary) rather than an unhandled rejection.
 */
const onIntent = () => void loadPasswordPages().catch(() => undefined);

export default function LoginTemplate({ title, blocks, params, routeId }: TemplateProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const location = useLocation();
  // The guest asked for this very page: after logging in they land on it (safe-ref rules apply in enterPortalFx).
  const inPlace = routeId !== undefined && routeId !== 'login';
  const ref = search.get('ref') ?? (inPlace ? location.pathname + location.search : null);
  const notice = useUnit($sessionNotice);
  // A boundary of their own: following the link from the login form, the URL changes at once (same route), and
  // without it React would keep the login form on screen until the chunk is there, to be typed into and lost.
  if (params.page === 'recovery')
    return (
      <Suspense fallback={<Spinner label={t('shell.loading')} />}>
        <PasswordRecovery />
      </Suspense>
    );
  if (params.page === 'reset-password' && params.code && params.slug)
    return (
      <Suspense fallback={<Spinner label={t('shell.loading')} />}>
        <PasswordReset code={params.code} slug={params.slug} />
      </Suspense>
    );
  return (
    <section className="page" data-template="login">
      <h1>{title}</h1>
      {blocks}
      {notice && (
        <Notice as="p" tone="warning">
          {t(notice)}
        </Notice>
      )}
      {params.terms && (
        // A mail link ending in /terms: the programme's terms changed; logging in accepts them (requirements §2.1 :terms?).
        <Notice tone="neutral" live="status">
          <p>{t('pages.login.termsChanged')}</p>
          <p className="account-links">
            <RouteLink to="legal-terms">{t('pages.login.legalTerms')}</RouteLink>
            <RouteLink to="privacy-policy">{t('pages.login.privacyPolicy')}</RouteLink>
          </p>
        </Notice>
      )}
      <div className="account-card">
        <LoginForm returnTo={ref}>
          <RouteLink to="login" params={{ page: 'recovery' }} onPointerOver={onIntent} onFocus={onIntent} onTouchStart={onIntent}>
            {t('pages.login.forgotPassword')}
          </RouteLink>
        </LoginForm>
        <p className="account-links">
          <span>{t('pages.login.noAccount')}</span>
          <RouteLink to="create-account">{t('pages.login.createAccount')}</RouteLink>
        </p>
      </div>
    </section>
  );
}
