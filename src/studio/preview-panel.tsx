// The portal with the account's drafts in place, beside the studio, before anything is published: the server checks
// the drafts first (nothing with a problem is previewed), then this browser's portal pages carry them until the
// preview ends (here, or from the banner every previewed page shows). The portal's own language switch and login show
// it in each language, as a guest or as a member; the frame is as wide as a phone or a desktop.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { endPreview, startPreview } from './studio-api';
import type { StudioProblem } from './studio-api';
import { ProblemList } from './problem-list';
import { useSessionEnd } from './use-session-end';

const widths = { phone: 360, desktop: 1280 } as const;
type Width = keyof typeof widths;

type State =
  { shown: 'nothing' } | { shown: 'problems'; problems: StudioProblem[] } | { shown: 'frame'; src: string } | { shown: 'failed' };

/** A portal address typed by hand: a path of this origin, never another site. */
const portalPath = (typed: string): string => {
  const path = typed.trim() || '/';
  return path.startsWith('/') && !path.startsWith('//') ? path : `/${path}`;
};

export function PreviewPanel({ onSessionEnded }: { onSessionEnded: () => void }) {
  const { t } = useTranslation();
  const ids = { heading: useId(), address: useId() };
  const [address, setAddress] = useState('/');
  const [width, setWidth] = useState<Width>('phone');
  const [state, setState] = useState<State>({ shown: 'nothing' });
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState(0);
  const said = useRef<HTMLParagraphElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const ended = useSessionEnd(onSessionEnded);
  // What the press of the button did is said where the focus goes, once it is on the screen.
  useEffect(() => {
    if (state.shown !== 'nothing') said.current?.focus();
  }, [state]);

  const open = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    startPreview()
      .then(
        (problems) => {
          setState(problems.length ? { shown: 'problems', problems } : { shown: 'frame', src: portalPath(address) });
          // A new frame each time: the page loads again with the drafts as they are now.
          setOpened((n) => n + 1);
        },
        (error: unknown) => {
          if (!ended(error)) setState({ shown: 'failed' });
        },
      )
      .finally(() => setBusy(false));
  };

  const close = () => {
    // Why the frame goes whatever the answer: a cookie the server could not remove ends with the studio session anyway.
    void endPreview()
      .catch(() => undefined)
      .finally(() => {
        setState({ shown: 'nothing' });
        // The button pressed is gone with the frame: the focus goes back to the one that opens a preview.
        submit.current?.focus();
      });
  };

  return (
    <section className="studio-part studio-preview" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('preview.title')}</h2>
      <p className="studio-hint">{t('preview.lead')}</p>
      <form className="studio-preview__form" onSubmit={open} noValidate>
        <div className="studio-field">
          <label htmlFor={ids.address}>{t('preview.address')}</label>
          <input id={ids.address} value={address} inputMode="url" onChange={(event) => setAddress(event.target.value)} />
        </div>
        <fieldset className="studio-preview__widths">
          <legend>{t('preview.width')}</legend>
          {(Object.keys(widths) as Width[]).map((name) => (
            <label key={name}>
              <input type="radio" name="preview-width" checked={width === name} onChange={() => setWidth(name)} />{' '}
              {t(`preview.widths.${name}`, { px: widths[name] })}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="studio-button" disabled={busy} ref={submit}>
          {t('preview.open')}
        </button>
      </form>
      {state.shown === 'problems' ? (
        <div className="studio-outcome studio-conflict">
          <p tabIndex={-1} ref={said}>
            {t('preview.problems', { count: state.problems.length })}
          </p>
          <ProblemList problems={state.problems} withFile />
        </div>
      ) : null}
      {state.shown === 'failed' ? (
        <p className="studio-outcome studio-conflict" tabIndex={-1} ref={said}>
          {t('preview.failed')}
        </p>
      ) : null}
      {state.shown === 'frame' ? (
        <>
          <p className="studio-outcome" tabIndex={-1} ref={said}>
            {t('preview.shown', { address: state.src })}{' '}
            <button type="button" className="studio-button studio-button--quiet studio-button--small" onClick={close}>
              {t('preview.end')}
            </button>
          </p>
          <div className="studio-preview__viewport">
            <iframe
              key={opened}
              className="studio-preview__frame"
              title={t('preview.frame')}
              src={state.src}
              style={{ width: widths[width] }}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
