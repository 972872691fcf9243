// Block `data-view`: one object of a page data source (config/pages dataSources) as labelled fields. The object is the
// answer, or the one `item` points to (`0`: the first of an answer that is a list of one). Alone it is a titled list of
// fields; named by one of its values (`heading`) or followed by `sections`, it is a row of cards: the first with its
// fields, a sentence and links, then one per section. An answer without the object says `empty`, or nothing.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { configBlock } from './config-block';
import type { DataField, DataLink, DataViewBlockProps } from '@/generated/config';
import { Notice } from '@/ui/notice';
import { DataFields } from './data-fields';
import { DataLinks } from './data-links';
import { WithSourceData } from './data-state-view';
import { headingOf, valueAt } from './field-value';
import './data-blocks.css';

function DataViewBlock(props: DataViewBlockProps) {
  const { source, title, item, heading, headingText, fields, note, links, sections, empty, failure } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const asCards = Boolean(heading || sections);
  const body = (answer: unknown) => {
    const object = item ? valueAt(answer, item) : answer;
    if (typeof object !== 'object' || object === null)
      return empty ? (
        <Notice as="p" live={false} data-testid={`data-empty-${source}`}>
          {t(empty)}
        </Notice>
      ) : null;
    const first = { fields, note, links, testId: `data-view-${source}` };
    if (!asCards) return <CardBody item={object} {...first} />;
    return (
      <div className="data-view__cards">
        <DataCard item={object} heading={headingOf(object, heading, headingText, t) ?? (title ? t(title) : undefined)} {...first} />
        {(sections ?? []).map((section, i) => (
          <DataCard
            key={`${section.title}:${i}`}
            item={object}
            heading={t(section.title)}
            fields={section.fields}
            note={section.note}
            links={section.links}
          />
        ))}
      </div>
    );
  };
  if (asCards)
    return (
      <div className="data-view" data-source={source}>
        <WithSourceData name={source} failure={failure}>
          {body}
        </WithSourceData>
      </div>
    );
  return (
    <section className="data-block" data-source={source} aria-labelledby={title ? headingId : undefined}>
      {title ? <h2 id={headingId}>{t(title)}</h2> : null}
      <WithSourceData name={source} failure={failure}>
        {body}
      </WithSourceData>
    </section>
  );
}

interface CardProps {
  item: object;
  fields: readonly DataField[];
  note?: string;
  links?: readonly DataLink[];
  testId?: string;
}

/** One card: its heading (a section landmark named by it), the fields, a sentence and links. */
function DataCard({ heading, ...body }: CardProps & { heading?: string }) {
  const id = useId();
  if (heading === undefined)
    return (
      <div className="data-card">
        <CardBody {...body} />
      </div>
    );
  return (
    <section className="data-card" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <CardBody {...body} />
    </section>
  );
}

/** The fields (a list's elements are named one level below the card's heading), the sentence, the links. */
function CardBody({ item, fields, note, links, testId }: CardProps): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <DataFields item={item} fields={fields} testId={testId} level={2} />
      {note ? <p className="data-card__note">{t(note)}</p> : null}
      {links ? <DataLinks links={links} /> : null}
    </>
  );
}

export default configBlock(DataViewBlock);
