// What an item of a data list says when the API refused what the member asked of it (its file, its removal): the
// refusal in the words a form would use, next to the item, with a way to close it.
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import { serverMessage } from '@/forms/server-errors';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';

/** `error` null: something failed without an answer to read (a file the browser would not take). */
export function ItemFailure({ error, onDismiss, testId }: { error: ApiError | null; onDismiss(): void; testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Notice
      tone="warning"
      data-testid={testId}
      action={
        <Button variant="secondary" size="small" onClick={() => onDismiss()}>
          {t('data.dismiss')}
        </Button>
      }
    >
      <p>{error ? serverMessage(error, { t, exists: (key) => i18n.exists(key) }) : t('validation.server.generic')}</p>
    </Notice>
  );
}
