// Reading page_content's request: the language of Accept-Language and the tags of `content.tags[i][j]`
// (group i: j=0 the default value, j=1 an optional extra tag) or the flat `content.tags[]` form.
import type { LanguageCode } from './content-files';
import { contentLanguages } from './content-files';

/** The first Accept-Language entry the programme has (exact, then by primary subtag), else English. */
export function contentLanguage(header: string | undefined): LanguageCode {
  const wanted = (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .filter(Boolean);
  for (const tag of wanted) {
    const exact = contentLanguages.find((l) => l === tag);
    if (exact) return exact;
  }
  for (const tag of wanted) {
    const primary = contentLanguages.find((l) => l.split('-')[0] === tag.split('-')[0]);
    if (primary) return primary;
  }
  return 'en';
}

const tagKey = /^content\.tags\[(\d*)\](?:\[(\d+)\])?$/;

/** Every tag value of the query string, whatever the form it was sent in. */
export function contentTags(query: Record<string, unknown>): Set<string> {
  const tags = new Set<string>();
  for (const [key, value] of Object.entries(query)) {
    if (!tagKey.test(key)) continue;
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string' && v !== '') tags.add(v);
  }
  return tags;
}
