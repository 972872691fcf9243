import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import type { Transfer } from '@/model/transfer/transfer-calls';
import { Button, ButtonLink } from '@/ui/button';
import { ActionRow } from '@/ui/action-row';
import { Notice } from '@/ui/notice';

/** The success step: what moved, to whom, the member's balance now and the date the miles keep. */
export function TransferDone({ result, onAnother }: { result: Transfer; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLElement>(null);
  const name = result.recipient.display_name;

  useEffect(() => {
    box.current?.focus();
  }, []);

  return (
    <section ref={box} className="account-card transfer-done" aria-labelledby="transfer-done-title" tabIndex={-1}>
      <Notice tone="success">
        <h2 id="transfer-done-title">{t('transfer.done.title')}</h2>
        <p>{t('transfer.done.body', { miles: formatNumber(result.amount), name, code: result.recipient.agent_code })}</p>
        <p data-testid="transfer-balance-now">{t('transfer.done.balance', { miles: formatNumber(result.balance) })}</p>
        <p>{t('transfer.done.expiry', { name, date: formatDay(result.expiration_date, i18n.language) })}</p>
      </Notice>
      <ActionRow className="form-actions transfer-actions">
        <ButtonLink to="my-miles">{t('transfer.done.history')}</ButtonLink>
        <Button variant="secondary" onClick={onAnother}>
          {t('transfer.done.another')}
        </Button>
      </ActionRow>
    </section>
  );
}
