// requirements §2.5 `my-miles` (/my-miles): the member's miles — balance, pending and expiring miles, the balance
// over time (chart) and the whole history with filters, totals and export.
import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '@/templates/template-props';
import { MilesHistory } from './miles-history';
import '@/templates/templates.css';

export default function MyMilesTemplate({ title, blocks }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <section className="page" data-template="my-miles">
      <h1>{title}</h1>
      <p className="page__lead">{t('pages.myMiles.lead')}</p>
      <MilesHistory withChart />
      {blocks}
    </section>
  );
}
