/** The document title: page title and app name, prefixed with the environment outside prod (requirements §2.4). */
export function documentTitle(pageTitle: string, appName: string, environment: string): string {
  const title = pageTitle ? `${pageTitle} | ${appName}` : appName;
  return environment === 'prod' ? title : `[${environment.toUpperCase()}] ${title}`;
}

/** Sets the document title (kept here so components do not mutate globals themselves). */
export function setDocumentTitle(title: string): void {
  document.title = title;
}

/** Sets (or removes, when empty) the page's meta description. */
export function setMetaDescription(text: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!text) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}
