// CMS HTML to React: sanitise (allow-list, sanitize.ts), then html-react-parser builds React elements
// from the clean markup, so no HTML string ever reaches the DOM and nothing here sets innerHTML.
// Internal links become router links in the visitor's language; images load lazily.
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import parse, { attributesToProps, domToReact, Element } from 'html-react-parser';
import type { DOMNode, HTMLReactParserOptions } from 'html-react-parser';
import { sanitizeCmsHtml } from './sanitize';
import { CmsLinkContext } from './cms-link-context';

// ASCII whitespace and controls: browsers drop tabs and newlines inside URLs (so `/\t/host` is `//host`),
// an href containing any of them is left to the browser as a plain link rather than guessed at.
// eslint-disable-next-line no-control-regex
const urlNoise = /[\u0000-\u0020\u007f]/;

/**
 * True when `href` is a path on this site: starts with `/`, not `//` or `/\` (protocol-relative, another
 * host), and has no whitespace or control characters.
 * @example isInternalCmsPath('/my-miles?tab=2') === true; isInternalCmsPath('//evil.example') === false
 */
export function isInternalCmsPath(href: string): boolean {
  // Media files (/media/…) are served beside the portal, not by its router: they stay plain links.
  return href.startsWith('/') && href[1] !== '/' && href[1] !== '\\' && !urlNoise.test(href) && !href.startsWith('/media/');
}

export interface CmsHtmlProps {
  /** HTML from the content system, untrusted: it is sanitised here. */
  html: string;
  /** Class of the wrapping `div`. */
  className?: string;
}

/** The table's caption text, else its first header cell's: the name of its scroll region. */
/** The table's caption or first header cell, else '' (the caller gives the translated fallback). */
function tableName(table: Element): string {
  const text = (node: DOMNode): string => (node.type === 'text' ? (node as unknown as { data: string }).data : node instanceof Element ? node.children.map((c) => text(c as DOMNode)).join('') : '');
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

/** Renders CMS HTML safely: the only way CMS HTML becomes React in the portal. */
export function CmsHtml({ html, className }: CmsHtmlProps): ReactNode {
  const { localize } = useContext(CmsLinkContext);
  const { t } = useTranslation();
  const clean = useMemo(() => sanitizeCmsHtml(html), [html]);
  const content = useMemo(() => {
    const options: HTMLReactParserOptions = {
      replace(node) {
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
          // A wide table scrolls sideways on a phone: its container is a focusable, named region so keyboard
          // users can scroll it too (axe: scrollable-region-focusable).
          return (
            // A scrollable region must be reachable by keyboard (WCAG 2.1.1), which this rule does not know.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <div className="cms-table" role="region" tabIndex={0} aria-label={tableName(node) || t('cms.table')}>
              <table {...attributesToProps(node.attribs)}>{domToReact(node.children as DOMNode[], options)}</table>
            </div>
          );
        }
        return undefined;
      },
    };
    return parse(clean, options);
  }, [clean, localize, t]);
  return <div className={className}>{content}</div>;
}
