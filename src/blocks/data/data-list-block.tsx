// Block `data-list`: the items of a page data source (config/pages dataSources), each named by its heading field
// (in the config's words when it gives them: "Order {{value}}") and showing the fields the page config lists with
// their translated labels; a sum over the items above them; the config's empty state, with a way on when it names
// one; links under the list whatever its state. `only` keeps the items of one kind (the hotels among the favorites).
// An item's heading may link to its page (a booking's hotel); an item may offer a file (a booking's confirmation) and
// a remove button (a favorite), after which the focus goes on in the list and the removal is announced.
// Controls above the list (a search, a choice of one kind, a checkbox that shows another source) keep their values in
// the page's address; the items may be ordered, in sections by a field, and counted (the partners directory).
import { useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { configBlock } from './config-block';
import type { DataListBlockProps } from '@/generated/config';
import { $removed, $removing } from '@/model/page-data/item-removal-model';
import { FieldValue } from './data-fields';
import { DataLinks } from './data-links';
import { DataListEmpty } from './data-list-empty';
import { DataListItem } from './data-list-item';
import type { ItemLevel } from './data-list-item';
import { listIn, meets, valueAt } from './field-value';
import { ListControls } from './list-controls';
import { addressParams, groupedItems, shapedItems } from './list-shape';
import { useAddressValues } from './use-address-values';
import type { AddressValues } from './use-address-values';
import { WithSourceData } from './data-state-view';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import './data-blocks.css';

const noValues: AddressValues = {};

function DataListBlock(props: DataListBlockProps) {
  const params = addressParams(props);
  return params.length ? <ControlledList config={props} params={params} /> : <ListSection config={props} values={noValues} />;
}

/** A list with controls: their values are the address's (only such a list reads the router's address). */
function ControlledList({ config, params }: { config: DataListBlockProps; params: string[] }) {
  const [values, setValues] = useAddressValues(params);
  return <ListSection config={config} values={values} onChange={setValues} />;
}

interface SectionProps {
  config: DataListBlockProps;
  values: AddressValues;
  onChange?: (next: AddressValues) => void;
}

function ListSection({ config, values, onChange }: SectionProps) {
  const { source, title, failure, links, remove, toggle } = config;
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = toggle && values[toggle.param] === '1' ? toggle.source : source;
  return (
    <section className="data-block" data-source={source} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        // Focusable when items can be removed: the focus comes back here once the last one has left.
        <h2 id={headingId} ref={heading} tabIndex={remove ? -1 : undefined}>
          {t(title)}
        </h2>
      ) : null}
      {onChange ? <ListControls config={config} values={values} onChange={onChange} /> : null}
      <WithSourceData name={shown} failure={failure}>
        {(answer) => <DataListItems config={config} source={shown} values={values} onChange={onChange} answer={answer} heading={heading} />}
      </WithSourceData>
      {links ? <DataLinks links={links} /> : null}
    </section>
  );
}

interface ItemsProps extends SectionProps {
  /** The source shown (the toggle's while it is checked). */
  source: string;
  answer: unknown;
  heading: RefObject<HTMLHeadingElement | null>;
}

function DataListItems({ config, source, values, onChange, answer, heading }: ItemsProps) {
  const { title, items, only, total, remove, groups, count, toggle, layout } = config;
  const { t, i18n } = useTranslation();
  const blockId = useId();
  const every = (listIn(answer, items) ?? []).filter((item) => meets(item, only));
  const list = shapedItems(every, config, values, i18n.language);
  const keys = itemKeys(list, blockId);
  const { removing, removed } = useUnit({ removing: $removing, removed: $removed });
  const listRef = useRef<HTMLElement>(null);
  const onRemoveAsked = useFocusAfterRemoval(listRef, heading, keys, removing !== null);
  const level: ItemLevel = title ? 3 : 2;
  // Present from the start, so that what it says once an item is removed is announced.
  const announced = remove ? (
    <p className="visually-hidden" role="status">
      {removed?.itemKey.startsWith(`${blockId}:`) ? t(remove.done, { name: removed.name }) : ''}
    </p>
  ) : null;
  const countKey = toggle?.count && values[toggle.param] === '1' ? toggle.count : count;
  // Present from the start too: the number is announced as the search and the choice change it.
  const counted = countKey ? (
    <p className="data-list__count" role="status" data-testid={`data-count-${source}`}>
      {t(countKey, { count: list.length })}
    </p>
  ) : null;
  if (!list.length)
    return (
      <>
        {announced}
        {counted}
        <DataListEmpty config={config} source={source} values={values} onChange={onChange} />
      </>
    );
  const keyOf = new Map(list.map((item, i) => [item, keys[i] as string]));
  const listClass = `data-list${layout === 'cards' ? ' data-list--cards' : ''}`;
  const itemsAt = (part: readonly unknown[], at: ItemLevel) =>
    part.map((item) => {
      const itemKey = keyOf.get(item) as string;
      return <DataListItem key={itemKey} config={config} item={item} itemKey={itemKey} level={at} onRemoveAsked={onRemoveAsked} />;
    });
  const sum = total ? list.reduce<number>((acc, item) => acc + numberAt(item, total.field), 0) : 0;
  let shownItems: ReactNode;
  if (groups) {
    const GroupHeading = `h${level}` as const;
    shownItems = (
      <div ref={listRef as RefObject<HTMLDivElement>}>
        {groupedItems(list, groups).map((group, i) => (
          <section key={group.value} className="data-list__group" aria-labelledby={`${blockId}-group-${i}`}>
            <GroupHeading id={`${blockId}-group-${i}`} className="data-list__group-heading">
              {t(`${groups.title}.${group.value}`, { count: group.items.length })}
            </GroupHeading>
            <ul className={listClass} data-testid={`data-list-${source}-${group.value}`}>
              {itemsAt(group.items, (level + 1) as ItemLevel)}
            </ul>
          </section>
        ))}
      </div>
    );
  } else
    shownItems = (
      <ul ref={listRef as RefObject<HTMLUListElement>} className={listClass} data-testid={`data-list-${source}`}>
        {itemsAt(list, level)}
      </ul>
    );
  return (
    <>
      {announced}
      {counted}
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
      {shownItems}
    </>
  );
}

/**
 * Each item's key in the page: its id, or its whole value where two items share an id (a hotel and a gift both
 * numbered 4 in one list of favorites), so that a removal's busy button, its message and the focus after it name one
 * item, before and after the others move.
 */
function itemKeys(list: readonly unknown[], blockId: string): string[] {
  const ids = list.map((item, i) => String(valueAt(item, 'id') ?? i));
  const shared = new Set(ids.filter((id, i) => ids.indexOf(id) !== i));
  return list.map((item, i) => `${blockId}:${shared.has(ids[i] as string) ? JSON.stringify(item) : ids[i]}`);
}

/** A numeric field of an item (0 when it has none: a sum over what is there). */
function numberAt(item: unknown, field: string): number {
  const value = valueAt(item, field);
  return typeof value === 'number' ? value : 0;
}

export default configBlock(DataListBlock);
