// The studio's login: native fields that keep what was typed, an error said on the field that is empty and in one
// sentence for a refusal (the same for a wrong address or password), the focus on what to fix.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { logIn, StudioCallError } from './studio-api';
import type { Staff } from './studio-api';

const refusal = (error: unknown) =>
  error instanceof StudioCallError && error.status === 401
    ? 'errors.invalid_credentials'
    : error instanceof StudioCallError && error.status === 429
      ? 'login.tooMany'
      : 'login.failed';

interface Props {
  /** The page's heading, which the app focuses when one arrives here by logging out. */
  heading: RefObject<HTMLHeadingElement | null>;
  onLoggedIn: (staff: Staff) => void;
}

export function LoginForm({ heading, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState<{ email: boolean; password: boolean }>({ email: false, password: false });
  const [error, setError] = useState<string | null>(null);
  // Counts refusals: the same refusal twice is focused twice.
  const [refusals, setRefusals] = useState(0);
  const [sending, setSending] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  // Once the refusal is on the page (not before: a frame may come before React has put it there).
  useEffect(() => {
    if (refusals > 0) message.current?.focus();
  }, [refusals]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = { email: email.trim() === '', password: password === '' };
    setEmpty(missing);
    setError(null);
    if (missing.email || missing.password) {
      (missing.email ? emailField : passwordField).current?.focus();
      return;
    }
    setSending(true);
    try {
      onLoggedIn(await logIn(email.trim(), password));
    } catch (refused) {
      setError(refusal(refused));
      setSending(false);
      setRefusals((n) => n + 1);
    }
  }

  return (
    <main className="studio-login">
      <h1 tabIndex={-1} ref={heading}>
        {t('login.heading')}
      </h1>
      <p className="studio-lead">{t('login.lead')}</p>
      {error ? (
        // Focused, so read once: no live role besides.
        <p className="studio-error" tabIndex={-1} ref={message}>
          {t(error)}
        </p>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <StudioField id="studio-email" label={t('login.email')} empty={empty.email} error={t('login.required')}>
          {(aria) => (
            <input
              id="studio-email"
              ref={emailField}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...aria}
            />
          )}
        </StudioField>
        <StudioField id="studio-password" label={t('login.password')} empty={empty.password} error={t('login.required')}>
          {(aria) => (
            <input
              id="studio-password"
              ref={passwordField}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              {...aria}
            />
          )}
        </StudioField>
        <button type="submit" className="studio-button" disabled={sending}>
          {sending ? t('login.sending') : t('login.submit')}
        </button>
      </form>
    </main>
  );
}

interface FieldAria {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A labelled field whose emptiness is said under it and named by the input it wraps. */
function StudioField(props: { id: string; label: string; empty: boolean; error: string; children: (aria: FieldAria) => ReactNode }) {
  const { id, label, empty, error, children } = props;
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      {children(empty ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      {empty ? (
        <p id={`${id}-error`} className="studio-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
