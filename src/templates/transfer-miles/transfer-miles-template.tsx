// Transfer miles (requirements §2.2 /exchange-my-miles/transfer-miles): what the member can transfer, then the
// form → confirmation → success flow of the transfer model.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $transferInfo, $transferInfoFailed, transferPageOpened } from '@/model/transfer/transfer-model';
import { $settings, $settingsFailed } from '@/model/settings/settings-model';
import type { TemplateProps } from '@/templates/template-props';
import { Spinner } from '@/ui/spinner';
import { TransferFlow } from './transfer-flow';
import { TransferSummary } from './transfer-summary';
import '@/templates/templates.css';
import '@/templates/shared/account-card.css';
import './transfer-miles.css';
import { LoadFailure } from '@/ui/load-failure';
import { useOpened } from '@/blocks/use-opened';

export default function TransferMilesTemplate({ title, blocks }: TemplateProps) {
  const { t } = useTranslation();
  const units = useUnit({
    info: $transferInfo,
    infoFailed: $transferInfoFailed,
    settings: $settings,
    settingsFailed: $settingsFailed,
    opened: transferPageOpened,
  });
  const { opened } = units;
  // The form's help and messages state the minimum of settings_light: nothing is shown before it is known.
  const info = units.settings ? units.info : null;
  const failed = units.infoFailed || (units.settingsFailed && !units.settings);

  useOpened(() => {
    opened();
  }, [opened]);

  return (
    <section className="page" data-template="transfer-miles" aria-busy={!info && !failed}>
      <h1>{title}</h1>
      <p className="page__lead">{t('transfer.lead')}</p>
      {blocks}
      {info ? (
        <div className="transfer-layout">
          <TransferSummary info={info} />
          <TransferFlow />
        </div>
      ) : failed ? (
        <LoadFailure message={t('transfer.loadFailed')} retryLabel={t('transfer.retry')} onRetry={() => opened()} />
      ) : (
        <Spinner label={t('transfer.loading')} />
      )}
    </section>
  );
}
