// Transfer miles (requirements §2.2 /exchange-my-miles/transfer-miles): what the member can transfer, then the
// form → confirmation → success flow of the transfer model.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $transferInfo, $transferInfoState, transferPageOpened } from '@/model/transfer/transfer-model';
import { $settings, $settingsFailed } from '@/model/settings/settings-model';
import { loadableOf } from '@/lib/loadable';
import type { TemplateProps } from '@/templates/template-props';
import { LoadStates } from '@/ui/load-states';
import { TransferFlow } from './transfer-flow';
import { TransferSummary } from './transfer-summary';
import '@/templates/templates.css';
import '@/templates/shared/account-card.css';
import './transfer-miles.css';
import { useOpened } from '@/blocks/use-opened';

export default function TransferMilesTemplate({ title, blocks }: TemplateProps) {
  const { t } = useTranslation();
  const units = useUnit({
    info: $transferInfo,
    infoState: $transferInfoState,
    settings: $settings,
    settingsFailed: $settingsFailed,
    opened: transferPageOpened,
  });
  const { opened } = units;
  // The form's help and messages state the minimum of settings_light: nothing is shown before it is known.
  const info = units.settings ? units.info : null;
  const failed = units.infoState.status === 'failure' || (units.settingsFailed && !units.settings);
  const state = loadableOf(info, failed);

  useOpened(() => {
    opened();
  }, [opened]);

  return (
    <section className="page" data-template="transfer-miles" aria-busy={state.status === 'loading'}>
      <h1>{title}</h1>
      <p className="page__lead">{t('transfer.lead')}</p>
      {blocks}
      <LoadStates
        state={state}
        loading={t('transfer.loading')}
        failed={t('transfer.loadFailed')}
        retryLabel={t('transfer.retry')}
        onRetry={() => opened()}
      >
        {(known) => (
          <div className="transfer-layout">
            <TransferSummary info={known} />
            <TransferFlow />
          </div>
        )}
      </LoadStates>
    </section>
  );
}
