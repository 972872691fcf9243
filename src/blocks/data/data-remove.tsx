// The button that deletes an item of a data list (config `remove`: a favorite), busy while the API answers; a refusal
// said next to the item (item-failure.tsx). The list moves the focus on once the
// item has left (data-list-block.tsx).
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { DataRemove } from '@/generated/config';
import { $removeError, $removing, itemRemoveRequested, removeErrorDismissed } from '@/model/page-data/item-removal-model';
import { Button } from '@/ui/button';
import { fillFromItem } from './field-value';
import { ItemFailure } from './item-failure';
import { pageRequestOf, useDataSource } from './page-data-sources';

interface Props {
  remove: DataRemove;
  item: unknown;
  /** The item's key in the page (its list and its id). */
  itemKey: string;
  /** Where the list is in the source's answer. */
  items?: string;
  source: string;
  /** The item's heading, as the list shows it. */
  name: string;
  /** Called as the member asks, before the call: the list moves the focus once the item has left. */
  onAsk(): void;
}

export function DataItemRemove({ remove, item, itemKey, items, source, name, onAsk }: Props) {
  const { t } = useTranslation();
  const resolved = useDataSource(source).source;
  const { removing, failure, request, dismiss } = useUnit({
    removing: $removing,
    failure: $removeError,
    request: itemRemoveRequested,
    dismiss: removeErrorDismissed,
  });
  const endpoint = fillFromItem(remove.endpoint, item);
  // Page data only: a source kept for the whole visit is not a list a page deletes from.
  if (endpoint === null || !resolved || resolved.scope !== 'page') return null;
  const busy = removing === itemKey;
  const ask = () => {
    if (removing !== null) return;
    onAsk();
    request({
      itemKey,
      endpoint,
      item: { key: resolved.key, items, value: item },
      source: pageRequestOf(resolved),
      name,
    });
  };
  const error = failure?.itemKey === itemKey ? failure.error : null;
  return (
    <>
      <p className="data-remove">
        <Button
          variant="secondary"
          size="small"
          data-remove={itemKey}
          busy={busy}
          aria-disabled={(removing !== null && !busy) || undefined}
          aria-label={t(remove.label, { name })}
          onClick={ask}
        >
          {t(remove.text)}
        </Button>
      </p>
      {error ? <ItemFailure error={error} onDismiss={dismiss} testId="data-remove-error" /> : null}
    </>
  );
}
