import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { environment } from '@/lib/app-config';
import { documentTitle, setDocumentTitle } from '@/lib/document-title';

/** The tab names the partner or article once known (the page config's generic "Partner" until then). */
export function usePartnerTitle(title: string | null): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!title) return;
    let live = true;
    // Why after a microtask: the page renderer sets the config's title in its own effect, which React runs
    // after this one (parents after children) when the partner was already known at mount.
    queueMicrotask(() => {
      if (live) setDocumentTitle(documentTitle(title, t('app.name'), environment));
    });
    return () => {
      live = false;
    };
  }, [title, t]);
}
