// Block `data-list`: the items of a page data source (config/pages dataSources), each as the fields the page
// config lists with their translated labels; the config's empty-state key when there are none.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { configBlock } from './config-block';
import type { DataListBlockProps } from '@/generated/config';
import { Notice } from '@/ui/notice';
import { DataFields } from './data-fields';
import { listIn, valueAt } from './field-value';
import { WithSourceData } from './data-state-view';
import './data-blocks.css';

function DataListBlock({ source, title, items, fields, empty }: DataListBlockProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="data-block" data-source={source} aria-labelledby={title ? headingId : undefined}>
      {title ? <h2 id={headingId}>{t(title)}</h2> : null}
      <WithSourceData name={source}>
        {(answer) => {
          const list = listIn(answer, items) ?? [];
          if (!list.length)
            return (
              <Notice as="p" live={false}>
                {t(empty)}
              </Notice>
            );
          return (
            <ul className="data-list" data-testid={`data-list-${source}`}>
              {list.map((item, i) => (
                <li key={String(valueAt(item, 'id') ?? i)} className="data-list__item">
                  <DataFields item={item} fields={fields} />
                </li>
              ))}
            </ul>
          );
        }}
      </WithSourceData>
    </section>
  );
}

export default configBlock(DataListBlock);
