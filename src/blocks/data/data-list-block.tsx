// Block `data-list`: the items of a page data source (config/pages dataSources), each named by its heading field
// and showing the fields the page config lists with their translated labels; a sum over the items above them; the
// config's empty-state key when there are none.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { configBlock } from './config-block';
import type { DataListBlockProps } from '@/generated/config';
import { Notice } from '@/ui/notice';
import { DataFields, FieldValue } from './data-fields';
import { formatValue, isAbsent, listIn, valueAt } from './field-value';
import { WithSourceData } from './data-state-view';
import './data-blocks.css';

function DataListBlock({ source, title, items, heading, fields, empty, total, failure }: DataListBlockProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const HeadingTag = title ? 'h3' : 'h2';
  return (
    <section className="data-block" data-source={source} aria-labelledby={title ? headingId : undefined}>
      {title ? <h2 id={headingId}>{t(title)}</h2> : null}
      <WithSourceData name={source} failure={failure}>
        {(answer) => {
          const list = listIn(answer, items) ?? [];
          if (!list.length)
            return (
              <Notice as="p" live={false}>
                {t(empty)}
              </Notice>
            );
          const sum = total ? list.reduce<number>((acc, item) => acc + numberAt(item, total.field), 0) : 0;
          return (
            <>
              {total ? (
                <dl className="data-fields data-total">
                  <div className="data-fields__row">
                    <dt>{t(total.label)}</dt>
                    <dd>
                      <FieldValue value={sum} format={total.format ?? 'number'} />
                    </dd>
                  </div>
                </dl>
              ) : null}
              <ul className="data-list" data-testid={`data-list-${source}`}>
                {list.map((item, i) => {
                  const name = heading ? valueAt(item, heading) : undefined;
                  return (
                    <li key={String(valueAt(item, 'id') ?? i)} className="data-list__item">
                      {isAbsent(name) ? null : <HeadingTag className="data-list__heading">{formatValue(name)}</HeadingTag>}
                      <DataFields item={item} fields={fields} />
                    </li>
                  );
                })}
              </ul>
            </>
          );
        }}
      </WithSourceData>
    </section>
  );
}

/** A numeric field of an item (0 when it has none: a sum over what is there). */
function numberAt(item: unknown, field: string): number {
  const value = valueAt(item, field);
  return typeof value === 'number' ? value : 0;
}

export default configBlock(DataListBlock);
