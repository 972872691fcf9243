import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CmsZone } from '@/cms/cms-zone';
import { keepFocusOnNextNavigation } from '@/lib/focus-after-navigation';
import { Accordion } from '@/cms/items/accordion';
import type { CmsPage } from '@/model/content/content-model';
import type { components } from '@/generated/api';
import { ContentPage } from '@/templates/content/content-page';
import type { TemplateProps } from '@/templates/template-props';
import { RouteLink, useRoutePath } from '@/ui/route-links';
import { searchFaq } from './faq-search';
import type { FaqCategory } from './faq-search';
import './faq.css';
import { Notice } from '@/ui/notice';

type CmsAccordion = components['schemas']['CmsAccordion'];

function categoriesOf(page: CmsPage): FaqCategory[] {
  return (page.zones.faq ?? [])
    .filter((item) => item.type === 'accordion')
    .map((item) => item as unknown as CmsAccordion)
    .filter((item): item is CmsAccordion & { id: string } => typeof item.id === 'string')
    .map((item) => ({ id: item.id, title: item.title ?? item.id, entries: item.items }));
}

interface FaqBodyProps {
  page: CmsPage;
  details?: string;
  question?: string;
  preview: boolean;
}

function FaqBody({ page, details, question, preview }: FaqBodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const faqPath = useRoutePath('faq') ?? '/faq';
  const categories = categoriesOf(page);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const target = useRef<string | null>(null);
  const shown = searchFaq(categories, query);
  // The question of the address is open too (a deep link, or the last one opened).
  const opened = question && details ? new Set([...open, `${details}/${question}`]) : open;
  const count = shown.reduce((n, c) => n + c.entries.length, 0);
  const unknownCategory = details !== undefined && !categories.some((c) => c.id === details);
  const unknownQuestion =
    !unknownCategory && question !== undefined && !categories.find((c) => c.id === details)?.entries.some((e) => e.id === question);

  // A deep link opens its question (or scrolls to its category) and moves focus there, once per link.
  useEffect(() => {
    const id = question ? `${details}/${question}` : details;
    if (!id || target.current === id) return;
    target.current = id;
    const section = `#faq-${CSS.escape(details ?? '')}`;
    const selector = question ? `${section} [data-entry="${CSS.escape(question)}"] .accordion__button` : section;
    requestAnimationFrame(() => {
      const element = document.querySelector<HTMLElement>(selector);
      element?.scrollIntoView({ block: 'start' });
      element?.focus({ preventScroll: true });
    });
  }, [details, question]);

  const toggle = (category: string) => (entry: string, isOpen: boolean) => {
    const id = `${category}/${entry}`;
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
    // The address follows the question opened, so it can be shared; closing goes back to the category.
    target.current = isOpen ? id : category;
    keepFocusOnNextNavigation();
    navigate(isOpen ? `${faqPath}/${category}/${entry}` : `${faqPath}/${category}`, { replace: true });
  };

  return (
    <>
      <CmsZone items={page.zones.intro} preview={preview} />
      {unknownCategory || unknownQuestion ? (
        <Notice as="p" tone="warning" live="status">
          {t('faq.unknownLink')}
        </Notice>
      ) : null}
      <div className="faq">
        <nav className="faq__nav" aria-label={t('faq.categories')}>
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <RouteLink to="faq" params={{ details: category.id }} aria-current={details === category.id ? 'location' : undefined}>
                  {category.title}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="faq__content">
          <div className="faq__search" role="search">
            <label htmlFor="faq-search">{t('faq.search')}</label>
            <input
              id="faq-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
              aria-describedby="faq-search-count"
            />
            <p id="faq-search-count" className="faq__count" aria-live="polite">
              {query.trim() ? t('faq.matches', { count }) : ''}
            </p>
          </div>
          {shown.length === 0 ? (
            <Notice live="status">
              <p>{t('faq.noMatch', { query })}</p>
              <p>
                <RouteLink to="contact">{t('faq.askUs')}</RouteLink>
              </p>
            </Notice>
          ) : (
            shown.map((category) => (
              <section
                key={category.id}
                id={`faq-${category.id}`}
                className="faq__category"
                aria-labelledby={`faq-${category.id}-title`}
                tabIndex={-1}
              >
                <h2 id={`faq-${category.id}-title`}>{category.title}</h2>
                <Accordion
                  entries={category.entries}
                  open={new Set(category.entries.filter((e) => opened.has(`${category.id}/${e.id}`)).map((e) => e.id))}
                  onToggle={toggle(category.id)}
                  level={3}
                />
              </section>
            ))
          )}
        </div>
      </div>
    </>
  );
}

/** requirements §2.5 `faq` (/faq/:details?/:question?): categories and questions from the CMS, deep links, search. */
export default function FaqTemplate(props: TemplateProps) {
  const { details, question } = props.params;
  return (
    <ContentPage
      {...props}
      variant="faq"
      main={(page, preview) => <FaqBody page={page} details={details} question={question} preview={preview} />}
    />
  );
}
