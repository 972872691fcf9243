// The display options panel (requirements §2.5): reachable from every page, keyboard-operable, choices kept.
// A native popover: its button opens and closes it in the prerendered page before the app runs, Escape and a press
// outside close it and focus goes back to the button, with no script; the app adds the choices' effects.
import { useEffect, useId, useRef, type KeyboardEvent, type ToggleEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $accessibility, optionsChanged, optionsReset } from '@/model/accessibility/accessibility-model';
import type { Contrast } from '@/model/accessibility/accessibility-model';
import { Button } from '@/ui/button';
import { takeOpenedHeader } from './header-disclosures';

const contrasts: { value: Contrast; label: string }[] = [
  { value: 'default', label: 'a11y.contrastDefault' },
  { value: 'inverted', label: 'a11y.contrastInverted' },
  { value: 'high', label: 'a11y.contrastHigh' },
];

export function AccessibilityPanel() {
  const { t } = useTranslation();
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Why: opened before the app rendered this page afresh, the panel is opened again (header-disclosures.ts).
  useEffect(() => {
    if (takeOpenedHeader('display-options')) panel.current?.showPopover?.();
  }, []);
  const { options, change, reset } = useUnit({ options: $accessibility, change: optionsChanged, reset: optionsReset });

  const button = useRef<HTMLButtonElement>(null);
  // Why: the popover gives focus back, when it closes, to what had it when it opened; a click does not focus a button
  // in every browser (Safari), so the button takes it first and Escape or Close lands there.
  const focusButtonFirst = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'open') button.current?.focus();
  };
  // Why: opened from the keyboard, the visitor lands on the first choice rather than tabbing through the page to it.
  const focusFirstChoice = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'open') panel.current?.querySelector<HTMLElement>('input')?.focus();
  };

  // Why stopped here: on a phone the panel sits inside the header's menu, whose Escape would close the menu too and
  // hide the button that focus returns to. The popover itself closes on Escape.
  const keepEscapeInPanel = (event: KeyboardEvent) => {
    if (event.key === 'Escape') event.stopPropagation();
  };

  return (
    <div className="a11y-menu">
      <Button ref={button} variant="secondary" popoverTarget={panelId}>
        <span aria-hidden="true">◐ </span>
        {t('a11y.open')}
      </Button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape stays in the panel (above) */}
      <div
        id={panelId}
        ref={panel}
        popover="auto"
        role="region"
        aria-label={t('a11y.title')}
        className="a11y-panel"
        onBeforeToggle={focusButtonFirst}
        onToggle={focusFirstChoice}
        onKeyDown={keepEscapeInPanel}
      >
        <h2 className="a11y-panel__title">{t('a11y.title')}</h2>
        <p className="a11y-panel__intro">{t('a11y.intro')}</p>
        <label className="check">
          <input type="checkbox" checked={options.dyslexicFont} onChange={(e) => change({ dyslexicFont: e.target.checked })} />
          {t('a11y.font')}
        </label>
        <fieldset className="a11y-panel__group">
          <legend>{t('a11y.contrast')}</legend>
          {contrasts.map((c) => (
            <label key={c.value} className="check">
              <input
                type="radio"
                name={`${panelId}-contrast`}
                value={c.value}
                checked={options.contrast === c.value}
                onChange={() => change({ contrast: c.value })}
              />
              {t(c.label)}
            </label>
          ))}
        </fieldset>
        <label className="check">
          <input type="checkbox" checked={options.lineSpacing} onChange={(e) => change({ lineSpacing: e.target.checked })} />
          {t('a11y.spacing')}
        </label>
        <label className="check">
          <input type="checkbox" checked={options.justification} onChange={(e) => change({ justification: e.target.checked })} />
          {t('a11y.justification')}
        </label>
        <div className="a11y-panel__actions">
          <Button variant="link" onClick={() => reset()}>
            {t('a11y.reset')}
          </Button>
          <Button popoverTarget={panelId} popoverTargetAction="hide">
            {t('a11y.close')}
          </Button>
        </div>
      </div>
    </div>
  );
}
