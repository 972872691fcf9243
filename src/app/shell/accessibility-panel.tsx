// The display options panel (requirements §2.5): reachable from every page, keyboard-operable, choices kept.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $accessibility, optionsChanged, optionsReset } from '@/model/accessibility/accessibility-model';
import type { Contrast } from '@/model/accessibility/accessibility-model';
import { Button } from '@/ui/button';
import { useEarlyPress } from '@/ui/early-presses';

const contrasts: { value: Contrast; label: string }[] = [
  { value: 'default', label: 'a11y.contrastDefault' },
  { value: 'inverted', label: 'a11y.contrastInverted' },
  { value: 'high', label: 'a11y.contrastHigh' },
];

export function AccessibilityPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { options, change, reset } = useUnit({ options: $accessibility, change: optionsChanged, reset: optionsReset });
  useEarlyPress('display-options', () => setOpen(true));

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('input')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  // Why stopped here: on a phone the panel sits inside the header's menu, whose Escape would close the menu too and
  // hide the button that focus returns to.
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return (
    <div className="a11y-menu">
      <Button
        ref={toggle}
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        data-early-press="display-options"
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span aria-hidden="true">◐ </span>
        {t('a11y.open')}
      </Button>
      {/* Escape closes the panel from any control inside it (keyboard users expect it of a popover). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        id={panelId}
        ref={panel}
        role="region"
        aria-label={t('a11y.title')}
        className="a11y-panel"
        hidden={!open}
        data-early-hidden
        onKeyDown={onPanelKeyDown}
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
          <Button onClick={close}>{t('a11y.close')}</Button>
        </div>
      </div>
    </div>
  );
}
