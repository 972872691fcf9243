// The studio: the login for staff accounts, then the portal's config their role works on and the drafts of the files
// it changes. Its header says who is logged in and in which role, and offers the studio's three languages and the way
// out.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './login-form';
import { currentStaff, logOut } from './studio-api';
import type { Staff } from './studio-api';
import { chooseLanguage, studioLanguages } from './studio-i18n';
import type { StudioLanguage } from './studio-i18n';

type Session = { status: 'checking' } | { status: 'out' } | { status: 'in'; staff: Staff };

// Why lazy: a staff member who is not logged in needs the login only; the workspace comes with the session.
const StudioWorkspace = lazy(() => import('./studio-workspace'));

export function StudioApp() {
  const { t, i18n } = useTranslation();
  const [session, setSession] = useState<Session>({ status: 'checking' });
  const heading = useRef<HTMLHeadingElement>(null);
  // After logging in or out the focused control is gone: focus goes to the new view's heading, which says where one is.
  const changed = useRef(false);
  useEffect(() => {
    if (changed.current) heading.current?.focus();
  }, [session.status]);
  const signedOut = useCallback(() => {
    changed.current = true;
    setSession({ status: 'out' });
  }, []);
  const signedIn = (staff: Staff) => {
    changed.current = true;
    setSession({ status: 'in', staff });
  };
  useEffect(() => {
    currentStaff().then(
      (staff) => setSession(staff ? { status: 'in', staff } : { status: 'out' }),
      () => setSession({ status: 'out' }),
    );
  }, []);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.title = t('title');
  }, [i18n.language, t]);
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'language', languageDisplay: 'standard' }), [i18n.language]);
  const languageName = (code: string) => names.of(code) ?? code;

  const role = (staff: Staff) =>
    staff.role === 'editor' ? t('roles.editor') : t('roles.market', { language: languageName(staff.language ?? '') });

  return (
    <div className="studio">
      <header className="studio-header">
        <span className="studio-brand">{t('title')}</span>
        <div className="studio-header__tools">
          <label className="studio-language">
            <span>{t('language')}</span>
            <select value={i18n.language} onChange={(event) => chooseLanguage(event.target.value as StudioLanguage)}>
              {studioLanguages.map((code) => (
                <option key={code} value={code} lang={code}>
                  {new Intl.DisplayNames([code], { type: 'language', languageDisplay: 'standard' }).of(code)}
                </option>
              ))}
            </select>
          </label>
          {session.status === 'in' ? (
            <>
              <span className="studio-account">{t('account.signedIn', { name: session.staff.name, role: role(session.staff) })}</span>
              <button type="button" className="studio-button studio-button--quiet" onClick={() => void logOut().then(signedOut)}>
                {t('account.logout')}
              </button>
            </>
          ) : null}
        </div>
      </header>
      {session.status === 'checking' ? null : session.status === 'out' ? (
        <LoginForm heading={heading} onLoggedIn={signedIn} />
      ) : (
        <main className="studio-main">
          <h1 tabIndex={-1} ref={heading}>
            {t('title')}
          </h1>
          <Suspense fallback={<p role="status">{t('config.loading')}</p>}>
            <StudioWorkspace staff={session.staff} languageName={languageName} onSessionEnded={signedOut} />
          </Suspense>
        </main>
      )}
    </div>
  );
}
