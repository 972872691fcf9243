// CMS HTML to React: sanitise (allow-list, sanitize.ts), then html-react-parser builds React elements
// from the clean markup, so no HTML string ever reaches the DOM and nothing here sets innerHTML.
// Internal links become router links in the visitor's language; images load lazily.
// Its own chunk (the parser and the sanitiser): pages render it through CmsHtml (cms-html.tsx), never directly.
import { useContext, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import parse, { attributesToProps, domToReact, Element } from 'html-react-parser';
import type { DOMNode, HTMLReactParserOptions } from 'html-react-parser';
import { sanitizeCmsHtml } from './sanitize';
import { CmsLinkContext } from './cms-link-context';
import type { CmsHtmlProps } from './cms-html-props';
import { useUnit } from 'effector-react';
import { formatNumber } from '@/lib/format-number';
import { $previewing } from '@/model/content/preview-model';
import { $settings, settingsNeeded } from '@/model/settings/settings-model';
import type { ProgrammeSettings } from '@/model/settings/settings-figures';
import { hasSettingsPlaceholder, splitSettingsPlaceholders, warnUnknownPlaceholder } from './settings-placeholders';
import { CmsTable } from './cms-table';
import { useHydrating } from '@/ui/use-hydrating';
import { isInternalCmsPath } from './internal-path';

/** The table's caption or first header cell, else '' (the caller gives the translated fallback). */
function tableName(table: Element): string {
  const text = (node: DOMNode): string =>
    node.type === 'text'
      ? (node as unknown as { data: string }).data
      : node instanceof Element
        ? node.children.map((c) => text(c as DOMNode)).join('')
        : '';
  const find = (node: DOMNode, name: string): Element | null => {
    if (!(node instanceof Element)) return null;
    if (node.name === name) return node;
    for (const child of node.children) {
      const found = find(child as DOMNode, name);
      if (found) return found;
    }
    return null;
  };
  const label = find(table, 'caption') ?? find(table, 'th');
  return (label ? text(label) : '').trim();
}

/**
 * A text node with `{{settings.<name>}}` placeholders: the figures once known, a blank box of about a figure's
 * width until then (never a guessed figure); undefined (the text as is) when it has no placeholder.
 */
function figuresIn(text: string, settings: ProgrammeSettings | null, preview: boolean): ReactElement | undefined {
  if (!hasSettingsPlaceholder(text)) return undefined;
  const parts = splitSettingsPlaceholders(text, preview ? warnUnknownPlaceholder : undefined);
  return (
    <>
      {parts.map((part, index) =>
        'text' in part ? (
          part.text
        ) : settings ? (
          formatNumber(settings[part.setting])
        ) : (
          <span key={index} className="cms-figure-pending" aria-hidden="true" data-setting={part.setting} />
        ),
      )}
    </>
  );
}

/** Renders CMS HTML safely: the only way CMS HTML becomes React in the portal. */
export function ParsedCmsHtml({ html, className }: CmsHtmlProps): ReactNode {
  const { localize } = useContext(CmsLinkContext);
  const { t } = useTranslation();
  const { known, preview, needSettings } = useUnit({ known: $settings, preview: $previewing, needSettings: settingsNeeded });
  // The build renders no figure (a blank box): hydrating, the figures stay so, whatever the app loaded meanwhile.
  const settings = useHydrating() ? null : known;
  const clean = useMemo(() => sanitizeCmsHtml(html), [html]);
  const usesSettings = useMemo(() => hasSettingsPlaceholder(clean), [clean]);
  // Why: the figures are fetched only for content that states one, once per page load (the model caches them).
  useEffect(() => {
    if (usesSettings) needSettings();
  }, [usesSettings, needSettings]);
  const content = useMemo(() => {
    const options: HTMLReactParserOptions = {
      replace(node) {
        // Text only: a placeholder in an attribute or a URL is left as written, never turned into a figure.
        if (node.type === 'text') return figuresIn((node as unknown as { data: string }).data, settings, preview);
        if (!(node instanceof Element)) return undefined;
        if (node.name === 'img') {
          // An image the editor gave no text alternative is treated as decorative rather than read out by file name.
          return <img {...attributesToProps(node.attribs)} alt={node.attribs.alt ?? ''} loading="lazy" decoding="async" />;
        }
        if (node.name === 'a') {
          const { href, title, target, rel } = node.attribs;
          if (href === undefined || !isInternalCmsPath(href)) return undefined; // external: stays an <a>, rel included
          return (
            <Link to={localize(href)} title={title} target={target} rel={rel}>
              {domToReact(node.children as DOMNode[], options)}
            </Link>
          );
        }
        if (node.name === 'table') {
          // A wide table scrolls sideways on a phone inside a named region, a tab stop while it scrolls.
          return (
            <CmsTable label={tableName(node) || t('cms.table')}>
              <table {...attributesToProps(node.attribs)}>{domToReact(node.children as DOMNode[], options)}</table>
            </CmsTable>
          );
        }
        return undefined;
      },
    };
    return parse(clean, options);
  }, [clean, localize, t, settings, preview]);
  return <div className={className}>{content}</div>;
}
