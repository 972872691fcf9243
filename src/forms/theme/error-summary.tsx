import type { MouseEvent, Ref } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

export interface SummaryItem {
  /** Unique within the summary. */
  key: string;
  message: string;
  /** The field's translated label, shown before the message. */
  label?: string;
  /** The id of the field's input: the item is then a link that focuses it. */
  targetId?: string;
}

function focusTarget(event: MouseEvent<HTMLAnchorElement>, targetId: string): void {
  const target = document.getElementById(targetId);
  if (!target) return; // let the browser follow the #fragment
  event.preventDefault();
  target.scrollIntoView?.({ block: 'center' });
  target.focus();
}

/** An item as the summary says it: its field's label, then its message. */
function itemText(item: SummaryItem, t: TFunction): string {
  // "I accept the policy.: …" reads badly: a label's own final punctuation gives way to the colon.
  const label = item.label?.replace(/[.:!?…\s]+$/u, '');
  return label ? t('forms.common.summaryItem', { label, message: item.message }) : item.message;
}

/**
 * What a form whose refusals are said beside its fields alone announces instead of a summary: the items, read out
 * once per failed submit (the field that has the focus may be the one refused, and focusing it again says nothing).
 */
export function RefusalAnnouncement({ items }: { items: readonly SummaryItem[] }) {
  const { t } = useTranslation();
  return (
    <p className="visually-hidden" role="alert">
      {items.map((item) => itemText(item, t)).join(' ')}
    </p>
  );
}

/**
 * The error summary at the top of a form: `role="alert"` so that it is announced when a submit fails, a
 * heading, and one link per error that moves focus to the field. It can take focus itself (`tabIndex=-1`)
 * for failures that concern no field.
 */
export function ErrorSummary({ items, ref }: { items: readonly SummaryItem[]; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="form-summary" role="alert" aria-labelledby={headingId} tabIndex={-1} ref={ref}>
      <h2 className="form-summary__title" id={headingId}>
        {t('forms.common.errorSummaryTitle')}
      </h2>
      <ul className="form-summary__list">
        {items.map((item) => {
          const text = itemText(item, t);
          return (
            <li key={item.key}>
              {item.targetId ? (
                <a href={`#${item.targetId}`} onClick={(e) => focusTarget(e, item.targetId as string)}>
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
