// One item of a data list: its heading (in the config's words, linked to its page when the config says so), its
// fields, and what it offers: a file, a remove button.
import { useTranslation } from 'react-i18next';
import type { DataListBlockProps } from '@/generated/config';
import { DataFields } from './data-fields';
import { DataItemDownload } from './data-download';
import { DataItemRemove } from './data-remove';
import { headingOf, plainValues } from './field-value';
import { ItemHeadingLink } from './item-heading-link';

type Level = 2 | 3;

interface Props {
  config: DataListBlockProps;
  item: unknown;
  itemKey: string;
  level: Level;
  onRemoveAsked(itemKey: string): void;
}

export function DataListItem({ config, item, itemKey, level, onRemoveAsked }: Props) {
  const { t } = useTranslation();
  const { source, items, heading, headingText, headingMissing, headingLink, fields, download, remove } = config;
  const HeadingTag = `h${level}` as const;
  const name = headingOf(item, heading, headingText, t) ?? (headingMissing ? t(headingMissing, { replace: plainValues(item) }) : undefined);
  return (
    <li className="data-list__item">
      {name === undefined ? null : (
        <HeadingTag className="data-list__heading">
          {headingLink ? <ItemHeadingLink link={headingLink} item={item} text={name} /> : name}
        </HeadingTag>
      )}
      <DataFields item={item} fields={fields} level={level} />
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
