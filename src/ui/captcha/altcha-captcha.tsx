import { createElement, useEffect, useRef } from 'react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { altchaLanguage } from './altcha-setup';
import './altcha-captcha.css';

interface Props {
  id: string;
  /** The challenge URL of the API. */
  challengeUrl: string;
  language: string;
  /** The solved payload, or null when (again) unsolved or expired. */
  onChange: (payload: string | null) => void;
  invalid?: boolean;
  /** The id of the field's visible name: the widget is a group (altcha's checkbox has its own label). */
  labelledBy?: string;
  describedBy?: string;
  /** Changing it starts a fresh challenge (a solution is single-use: the server refuses replays). */
  resetKey?: number;
}

type StateChange = CustomEvent<{ payload?: string; state: string }>;

/** The altcha widget as a controlled-ish React component: it reports its payload through onChange. */
export function AltchaCaptcha({ id, challengeUrl, language, onChange, invalid, labelledBy, describedBy, resetKey = 0 }: Props) {
  const ref = useRef<AltchaWidgetElement>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    let live = true;
    // The element may render before altcha has upgraded it: configure once the definition is there.
    void customElements.whenDefined('altcha-widget').then(() => {
      if (live)
        void widget.configure({ challenge: challengeUrl, language: altchaLanguage[language] ?? 'en', hideLogo: true, hideFooter: true });
    });
    const listener = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      changed.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', listener);
    // altcha's invalid `dir=""` on its root is dropped by a recorded patch (patches/altcha+3.2.2.patch).
    return () => {
      live = false;
      widget.removeEventListener('statechange', listener);
    };
  }, [challengeUrl, language]);

  useEffect(() => {
    if (resetKey === 0) return;
    ref.current?.reset();
    changed.current(null);
  }, [resetKey]);

  return (
    <div
      className={`captcha${invalid ? ' captcha--invalid' : ''}`}
      id={id}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {createElement('altcha-widget', { ref, name: `${id}-payload` })}
    </div>
  );
}
