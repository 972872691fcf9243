// Reading page_content's request: the tags of `content.tags[i][j]` (group i: j=0 the default value, j=1 an
// optional extra tag) or the flat `content.tags[]` form. Its language: server/http/request-language.ts.
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
