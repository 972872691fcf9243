// requirements §2.5 `the-all-points` (/points, "My miles history"): the same history as /my-miles — summary,
// filters in the URL, virtualised list, totals, export — without the chart, so uPlot is never loaded here.
import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '@/templates/template-props';
import { MilesHistory } from '@/templates/my-miles/miles-history';
import '@/templates/templates.css';

export default function TheAllPointsTemplate({ title, blocks }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <section className="page" data-template="the-all-points">
      <h1>{title}</h1>
      <p className="page__lead">{t('pages.points.lead')}</p>
      <MilesHistory withChart={false} />
      {blocks}
    </section>
  );
}
