// Block `data-list`: the items of a page data source (config/pages dataSources), each named by its heading field
// (in the config's words when it gives them: "Order {{value}}") and showing the fields the page config lists with
// their translated labels; a sum over the items above them; the config's empty state, with a way on when it names
// one; links under the list whatever its state. An item's heading may link to its page (a booking's hotel), and an item
// may offer a file (a booking's confirmation).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { configBlock } from './config-block';
import type { DataListBlockProps } from '@/generated/config';
import { ButtonLink } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { DataFields, FieldValue } from './data-fields';
import { DataItemDownload } from './data-download';
import { DataLinks } from './data-links';
import { headingOf, listIn, valueAt } from './field-value';
import { ItemHeadingLink } from './item-heading-link';
import { WithSourceData } from './data-state-view';
import './data-blocks.css';

function DataListBlock(props: DataListBlockProps) {
  const { source, title, items, heading, headingText, headingLink, fields, download, empty, emptyAction, total, failure, links } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const level = title ? 3 : 2;
  const HeadingTag = `h${level}` as const;
  return (
    <section className="data-block" data-source={source} aria-labelledby={title ? headingId : undefined}>
      {title ? <h2 id={headingId}>{t(title)}</h2> : null}
      <WithSourceData name={source} failure={failure}>
        {(answer) => {
          const list = listIn(answer, items) ?? [];
          if (!list.length)
            return emptyAction ? (
              <Notice
                tone="info"
                live={false}
                data-testid={`data-empty-${source}`}
                action={
                  <ButtonLink to={emptyAction.route} params={emptyAction.params}>
                    {t(emptyAction.label)}
                  </ButtonLink>
                }
              >
                <p>{t(empty)}</p>
              </Notice>
            ) : (
              <Notice as="p" live={false} data-testid={`data-empty-${source}`}>
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
                  const name = headingOf(item, heading, headingText, t);
                  const key = String(valueAt(item, 'id') ?? i);
                  return (
                    <li key={key} className="data-list__item">
                      {name === undefined ? null : (
                        <HeadingTag className="data-list__heading">
                          {headingLink ? <ItemHeadingLink link={headingLink} item={item} text={name} /> : name}
                        </HeadingTag>
                      )}
                      <DataFields item={item} fields={fields} level={level} />
                      {download ? (
                        <DataItemDownload download={download} item={item} itemKey={`${source}:${items ?? ''}:${key}`} source={source} />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </>
          );
        }}
      </WithSourceData>
      {links ? <DataLinks links={links} /> : null}
    </section>
  );
}

/** A numeric field of an item (0 when it has none: a sum over what is there). */
function numberAt(item: unknown, field: string): number {
  const value = valueAt(item, field);
  return typeof value === 'number' ? value : 0;
}

export default configBlock(DataListBlock);
