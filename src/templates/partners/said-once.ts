// The partners API sends a page's texts in several fields that often say the same thing: a partner's intro
// zone is titled with the partner's name and may open with its summary, and an article's body opens with its
// title as a heading and its summary as a paragraph. The page already shows the name or title as its <h1>
// and the summary as its lead: these helpers keep each said once.

const plain = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** Whether two texts say the same (spaces and case aside). */
export function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  return plain(a) === plain(b);
}

/** The first node of `body` that shows something (white space between tags aside). */
function opening(body: HTMLElement): ChildNode | null {
  let node = body.firstChild;
  while (node && node.nodeType !== Node.ELEMENT_NODE && plain(node.textContent) === '') node = node.nextSibling;
  return node;
}

/**
 * The HTML without the elements that open it saying `texts`, in that order (each one that is there: the
 * title's heading, then the summary's paragraph); the HTML as it came when it opens with neither.
 */
export function withoutOpening(html: string, ...texts: string[]): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  let changed = false;
  for (const text of texts) {
    const first = opening(body);
    if (first?.nodeType !== Node.ELEMENT_NODE || plain(text) === '' || !sameText(first.textContent, text)) continue;
    first.remove();
    changed = true;
  }
  return changed ? body.innerHTML.trim() : html;
}
