// Block `data-list`: the items of a page data source (config/pages dataSources), each named by its heading field
// (in the config's words when it gives them: "Order {{value}}") and showing the fields the page config lists with
// their translated labels; a sum over the items above them; the config's empty state, with a way on when it names
// one; links under the list whatever its state. `only` keeps the items of one kind (the hotels among the favorites).
// An item's heading may link to its page (a booking's hotel); an item may offer a file (a booking's confirmation) and
// a remove button (a favorite), after which the focus goes on in the list and the removal is announced.
import { useId, useRef } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { configBlock } from './config-block';
import type { DataListBlockProps } from '@/generated/config';
import { $removed, $removing } from '@/model/page-data/item-removal-model';
import { ButtonLink } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { FieldValue } from './data-fields';
import { DataLinks } from './data-links';
import { DataListItem } from './data-list-item';
import { listIn, meets, valueAt } from './field-value';
import { WithSourceData } from './data-state-view';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import './data-blocks.css';

function DataListBlock(props: DataListBlockProps) {
  const { source, title, failure, links, remove } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="data-block" data-source={source} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        // Focusable when items can be removed: the focus comes back here once the last one has left.
        <h2 id={headingId} ref={heading} tabIndex={remove ? -1 : undefined}>
          {t(title)}
        </h2>
      ) : null}
      <WithSourceData name={source} failure={failure}>
        {(answer) => <DataListItems config={props} answer={answer} heading={heading} />}
      </WithSourceData>
      {links ? <DataLinks links={links} /> : null}
    </section>
  );
}

function DataListItems({
  config,
  answer,
  heading,
}: {
  config: DataListBlockProps;
  answer: unknown;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { source, title, items, only, empty, emptyAction, total, remove } = config;
  const { t } = useTranslation();
  const blockId = useId();
  const list = (listIn(answer, items) ?? []).filter((item) => meets(item, only));
  const keys = itemKeys(list, blockId);
  const { removing, removed } = useUnit({ removing: $removing, removed: $removed });
  const listRef = useRef<HTMLUListElement>(null);
  const onRemoveAsked = useFocusAfterRemoval(listRef, heading, keys, removing !== null);
  const level = title ? 3 : 2;
  // Present from the start, so that what it says once an item is removed is announced.
  const announced = remove ? (
    <p className="visually-hidden" role="status">
      {removed?.itemKey.startsWith(`${blockId}:`) ? t(remove.done, { name: removed.name }) : ''}
    </p>
  ) : null;
  if (!list.length)
    return (
      <>
        {announced}
        {emptyAction ? (
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
        )}
      </>
    );
  const sum = total ? list.reduce<number>((acc, item) => acc + numberAt(item, total.field), 0) : 0;
  return (
    <>
      {announced}
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
      <ul ref={listRef} className="data-list" data-testid={`data-list-${source}`}>
        {list.map((item, i) => (
          <DataListItem key={keys[i]} config={config} item={item} itemKey={keys[i] as string} level={level} onRemoveAsked={onRemoveAsked} />
        ))}
      </ul>
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
