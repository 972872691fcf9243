/** The document title: page title and app name, prefixed with the environment outside prod (SPEC §2.4). */
export function documentTitle(pageTitle: string, appName: string, environment: string): string {
  const title = pageTitle ? `${pageTitle} | ${appName}` : appName;
  return environment === 'prod' ? title : `[${environment.toUpperCase()}] ${title}`;
}

/** Sets the document title (kept here so components do not mutate globals themselves). */
export function setDocumentTitle(title: string): void {
  document.title = title;
}
