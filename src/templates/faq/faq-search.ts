// FAQ search: matches the words typed against each question and its answer, ignoring case and accents
// (fr-be and nl-be questions are full of them), every word having to appear.
import type { AccordionEntry } from '@/cms/items/accordion';

export interface FaqCategory {
  id: string;
  title: string;
  entries: AccordionEntry[];
}

function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The text of answer HTML, for matching only (never rendered). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** The categories with only their matching questions (categories left empty are dropped). */
export function searchFaq(categories: FaqCategory[], query: string): FaqCategory[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return categories;
  return categories
    .map((category) => ({
      ...category,
      entries: category.entries.filter((entry) => {
        const haystack = folded(`${entry.title} ${plainText(entry.html)}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((category) => category.entries.length > 0);
}
