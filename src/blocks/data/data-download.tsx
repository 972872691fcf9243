// The file an item of a data list offers (config `download`): a button that fetches it with the member's access and
// saves it under the config's name, busy while it comes; a failure said next to the item (item-failure.tsx).
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { DataDownload } from '@/generated/config';
import { $fileError, $fileLoading, fileErrorDismissed, fileRequested } from '@/model/page-data/file-download-model';
import { Button } from '@/ui/button';
import { fillFromItem, meets, plainValues } from './field-value';
import { ItemFailure } from './item-failure';
import { pageRequestOf, useDataSource } from './page-data-sources';

interface Props {
  download: DataDownload;
  item: unknown;
  /** The item's key in the page: its list's source and its id. */
  itemKey: string;
  source: string;
}

export function DataItemDownload({ download, item, itemKey, source }: Props) {
  const { t, i18n } = useTranslation();
  const resolved = useDataSource(source).source;
  const { loading, failure, request, dismiss } = useUnit({
    loading: $fileLoading,
    failure: $fileError,
    request: fileRequested,
    dismiss: fileErrorDismissed,
  });
  if (!meets(item, download.when)) return null;
  const endpoint = fillFromItem(download.endpoint, item);
  const filename = fillFromItem(download.filename, item, {}, true);
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(download.query ?? {})) {
    const filled = fillFromItem(value, item, { language: i18n.language });
    if (filled === null) return null;
    query[name] = filled;
  }
  // An item without a value the call needs offers nothing rather than a button bound to fail.
  if (endpoint === null || filename === null) return null;
  const ask = () =>
    request({
      item: itemKey,
      endpoint,
      query,
      filename,
      source: resolved?.scope === 'page' ? pageRequestOf(resolved) : undefined,
    });
  const error = failure?.item === itemKey ? failure : null;
  return (
    <>
      <p className="data-download">
        <Button
          variant="secondary"
          busy={loading === itemKey}
          aria-disabled={(loading !== null && loading !== itemKey) || undefined}
          onClick={ask}
        >
          {t(download.label, { replace: plainValues(item) })}
        </Button>
      </p>
      {error ? <ItemFailure error={error.error} onDismiss={dismiss} testId="data-download-error" /> : null}
    </>
  );
}
