// The CMS HTML sanitiser: an allow-list, on a DOMPurify instance of our own so that its hooks never
// touch another user of DOMPurify in the bundle. Everything CMS HTML goes through `sanitizeCmsHtml`
// before html-react-parser turns it into React (see cms-html.tsx); nothing else parses CMS HTML.
// Relative imports only: the Chromium test bundles this file on its own with esbuild.
import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier, UponSanitizeAttributeHookEvent } from 'dompurify';

/**
 * Tags CMS HTML may contain. requirements §5 names h1 to h3, section, p, img, strong, a and br "and a few more";
 * the few more are what editors' rich text needs and nothing that can script, load or submit:
 * - em, b, i: the emphasis editors' toolbars produce (b/i from pasted Word or older content);
 * - ul, ol, li: lists, the most common structure in information and FAQ pages;
 * - blockquote: quotations in press releases;
 * - figure, figcaption: an image with its caption (media kit, partner articles);
 * - hr: a section separator editors use instead of extra headings;
 * - table, caption, thead, tbody, tr, th, td: tariffs and miles grids (thead/tbody so the browser's
 *   own tbody insertion round-trips unchanged, caption and th/scope for accessible tables).
 */
export const cmsAllowedTags = [
  'h1',
  'h2',
  'h3',
  'section',
  'p',
  'img',
  'strong',
  'a',
  'br',
  'em',
  'b',
  'i',
  'ul',
  'ol',
  'li',
  'blockquote',
  'figure',
  'figcaption',
  'hr',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/**
 * Attributes allowed, per tag; any other attribute (or one of these on another tag) is removed.
 * a: where it goes, a tooltip, and target/rel for new-tab links (rel is then forced, see below);
 * img: source, text alternative, intrinsic size (avoids layout shift); th/td: table semantics.
 */
export const cmsAllowedAttributesByTag: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['scope', 'colspan', 'rowspan'],
};

/** Every attribute name that appears in `cmsAllowedAttributesByTag` (DOMPurify's global allow-list). */
export const cmsAllowedAttributes: readonly string[] = [...new Set(Object.values(cmsAllowedAttributesByTag).flat())];

/**
 * Links: http, https, mailto, tel, or a relative URL (`/x`, `x`, `#x`, `?x`): either a first character
 * that cannot start a scheme, or scheme characters up to something that is not a scheme's `:`. DOMPurify
 * tests it against the value with whitespace and control characters removed, after the parser decoded
 * entities. Unlike DOMPurify's default, digits count as scheme characters, so `h323:` or `s3:` are refused.
 */
export const cmsAllowedUriRegexp = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z][a-z0-9+.-]*(?:[^a-z0-9+.\-:]|$))/i;

/** The only data: URIs an image may use: base64 raster images (never SVG, which can carry script). */
const allowedImageDataUri = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]*={0,2}$/i;

// The same characters DOMPurify removes before testing a URI (C0 controls, space, Unicode spaces).
// eslint-disable-next-line no-control-regex
const uriWhitespace = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/** Defence in depth: these are not in the allow-list anyway, but must never come back even if it grows. */
const forbiddenTags = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'frame',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'svg',
  'math',
  'template',
  'noscript',
];

const config: Config = {
  ALLOWED_TAGS: [...cmsAllowedTags],
  ALLOWED_ATTR: [...cmsAllowedAttributes],
  ALLOWED_URI_REGEXP: cmsAllowedUriRegexp,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_XML: true,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  WHOLE_DOCUMENT: false,
  RETURN_TRUSTED_TYPE: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
  KEEP_CONTENT: true,
  FORBID_TAGS: forbiddenTags,
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'srcdoc', 'xlink:href'],
  // Elements whose content must not come back as markup or text when they are removed (DOMPurify
  // already drops script, style, template, noscript, xmp, noembed, noframes, title, iframe, svg, math, …).
  ADD_FORBID_CONTENTS: ['textarea', 'select', 'option', 'button', 'form', 'object', 'embed', 'frameset', 'frame', 'applet'],
};

/** Per-tag attribute rules, target values and image data URIs, which DOMPurify's config cannot express. */
function checkAttribute(node: Element, event: UponSanitizeAttributeHookEvent): void {
  const tag = node.nodeName.toLowerCase();
  const name = event.attrName;
  if (!cmsAllowedAttributesByTag[tag]?.includes(name)) {
    event.keepAttr = false;
    return;
  }
  if (name === 'target') {
    // Only a new tab; `_top`, `_parent` or a named frame would let content navigate the portal itself.
    if (event.attrValue.trim().toLowerCase() === '_blank') event.attrValue = '_blank';
    else event.keepAttr = false;
    return;
  }
  if (name === 'src' || name === 'href') {
    const compact = event.attrValue.replace(uriWhitespace, '').toLowerCase();
    // DOMPurify lets any data: URI through on img (DATA_URI_TAGS), data:image/svg+xml and data:text/html
    // included; only the four raster types stay. On links no data: URI is allowed at all.
    if (compact.startsWith('data:') && (name === 'href' || !allowedImageDataUri.test(compact))) event.keepAttr = false;
  }
}

/** New-tab links never give the opened page a handle on the portal (window.opener) nor a referrer. */
function secureNewTabLinks(node: Element): void {
  if (node.nodeName.toLowerCase() !== 'a') return;
  if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
}

let purifier: Purifier | null = null;

function instance(): Purifier {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('uponSanitizeAttribute', checkAttribute);
  created.addHook('afterSanitizeAttributes', secureNewTabLinks);
  // Set once: a config passed to each sanitize() is parsed again on every call (its allow-lists rebuilt),
  // a cost paid for every CMS zone of a page while it renders.
  created.setConfig(config);
  purifier = created;
  return created;
}

/**
 * Cleans CMS HTML down to the allow-list above; the result is safe to parse into React.
 * Fails closed: where DOMPurify cannot run (no usable DOM), nothing is returned rather than raw HTML.
 * @example sanitizeCmsHtml('<p onclick="x()">Hi <script>x()</script></p>') === '<p>Hi </p>'
 */
export function sanitizeCmsHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  const purify = instance();
  if (!purify.isSupported) return '';
  return purify.sanitize(html);
}
