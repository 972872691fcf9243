// Block `data-view`: one object of a page data source (config/pages dataSources) as labelled fields.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { configBlock } from './config-block';
import type { DataViewBlockProps } from '@/generated/config';
import { DataFields } from './data-fields';
import { WithSourceData } from './data-state-view';
import './data-blocks.css';

function DataViewBlock({ source, title, fields }: DataViewBlockProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="data-block" data-source={source} aria-labelledby={title ? headingId : undefined}>
      {title ? <h2 id={headingId}>{t(title)}</h2> : null}
      <WithSourceData name={source}>
        {(answer) => <DataFields item={answer} fields={fields} testId={`data-view-${source}`} />}
      </WithSourceData>
    </section>
  );
}

export default configBlock(DataViewBlock);
