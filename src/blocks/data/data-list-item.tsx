// One item of a data list: its logo, its heading (in the config's words, linked to its page when the config says so),
// its summary and fields, and what it offers: a favorite toggle, a file, a remove button.
import { useTranslation } from 'react-i18next';
import type { DataListBlockProps } from '@/generated/config';
import { FavoriteToggle } from '@/blocks/favorite-toggle';
import { BrandLogo } from '@/ui/brand-logo';
import { DataFields } from './data-fields';
import { DataItemDownload } from './data-download';
import { DataItemRemove } from './data-remove';
import { formatValue, headingOf, isAbsent, plainValues, valueAt } from './field-value';
import { ItemHeadingLink } from './item-heading-link';

export type ItemLevel = 2 | 3 | 4;

interface Props {
  config: DataListBlockProps;
  item: unknown;
  itemKey: string;
  level: ItemLevel;
  onRemoveAsked(itemKey: string): void;
}

export function DataListItem({ config, item, itemKey, level, onRemoveAsked }: Props) {
  const { t } = useTranslation();
  const { source, items, heading, headingText, headingMissing, headingLink, summary, logo, favorite, fields, download, remove } = config;
  const HeadingTag = `h${level}` as const;
  const name = headingOf(item, heading, headingText, t) ?? (headingMissing ? t(headingMissing, { replace: plainValues(item) }) : undefined);
  const summaryValue = summary ? valueAt(item, summary) : undefined;
  const id = valueAt(item, 'id');
  const body = (
    <>
      {name === undefined ? null : (
        <HeadingTag className="data-list__heading">
          {headingLink ? <ItemHeadingLink link={headingLink} item={item} text={name} /> : name}
        </HeadingTag>
      )}
      {isAbsent(summaryValue) ? null : <p className="data-list__summary">{formatValue(summaryValue)}</p>}
      <DataFields item={item} fields={fields} level={level} />
    </>
  );
  return (
    <li className={`data-list__item${logo ? ' data-list__item--pictured' : ''}`}>
      {logo ? (
        <>
          <BrandLogo src={valueAt(item, logo)} />
          <div className="data-list__body">{body}</div>
        </>
      ) : (
        body
      )}
      {favorite && typeof id === 'number' ? <FavoriteToggle type={favorite} id={id} name={name ?? ''} /> : null}
      {download ? <DataItemDownload download={download} item={item} itemKey={itemKey} source={source} /> : null}
      {remove ? (
        <DataItemRemove
          remove={remove}
          item={item}
          itemKey={itemKey}
          items={items}
          source={source}
          name={name ?? ''}
          onAsk={() => onRemoveAsked(itemKey)}
        />
      ) : null}
    </li>
  );
}
