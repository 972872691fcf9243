// Block `data-view`: one object of a page data source (config/pages dataSources) as labelled fields.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { configBlock } from './config-block';
import type { DataViewBlockProps } from '@/generated/config';
import { formatValue, valueAt } from './field-value';
import { WithSourceData } from './data-state-view';
import './data-blocks.css';

function DataViewBlock({ source, title, fields }: DataViewBlockProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <section className="data-block" data-source={source} aria-labelledby={title ? headingId : undefined}>
      {title ? <h2 id={headingId}>{t(title)}</h2> : null}
      <WithSourceData name={source}>
        {(answer) => (
          <dl className="data-fields" data-testid={`data-view-${source}`}>
            {fields.map((field) => (
              <div key={field.name} className="data-fields__row">
                <dt>{t(field.label)}</dt>
                <dd>{formatValue(valueAt(answer, field.name), field.format, i18n.language)}</dd>
              </div>
            ))}
          </dl>
        )}
      </WithSourceData>
    </section>
  );
}

export default configBlock(DataViewBlock);
