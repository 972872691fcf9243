// page_content's query (requirements §7): `url` and `content.tags[i][j]` — group i holds a default value (j=0) and an
// optional extra tag (j=1) — or, the simple form, flat tags sent as `content.tags[]`. Page config writes groups
// (arrays) and flat tags (strings); `$audience` stands for "guest" or "member".
export type TagGroups = readonly (string | readonly string[])[];
export type Audience = 'guest' | 'member';

/** The content url of a page: `:name` replaced by the route parameter (a missing optional one drops its segment). */
export function contentUrl(template: string, params: Record<string, string | undefined>): string {
  const url = template.replace(/\/:(\w+)\??/g, (_, name: string) => (params[name] ? `/${encodeURIComponent(params[name])}` : ''));
  return url === '' ? '/' : url;
}

/** The query of a page_content call. */
export function contentQuery(url: string, tags: TagGroups = [], audience: Audience): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = { url };
  const tag = (value: string) => (value === '$audience' ? audience : value);
  const flat = tags.filter((t): t is string => typeof t === 'string').map(tag);
  if (flat.length > 0) query['content.tags[]'] = flat;
  tags
    .filter((t): t is readonly string[] => typeof t !== 'string')
    .forEach((group, i) => {
      group.forEach((value, j) => {
        query[`content.tags[${i}][${j}]`] = tag(value);
      });
    });
  return query;
}

/** The cache key of one content answer: everything that changes it. */
export function contentKey(language: string, query: Record<string, string | string[]>, preview: boolean): string {
  const tags = Object.entries(query)
    .filter(([k]) => k !== 'url')
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(',') : v}`)
    .join('&');
  return `${language}|${preview ? 'preview' : 'live'}|${query.url ?? ''}|${tags}`;
}
