// The page's name in the browser's tab: the page config's title, or the name a detail page knows once its data
// is there (the hotel's, the gift's, the partner's). The page renderer owns the tab and provides the setter; a
// template names its page with usePageTitle, and the config's title comes back when it goes.
import { createContext, useContext, useEffect } from 'react';

export const PageTitleContext = createContext<(title: string | null) => void>(() => {});

/** Names the page in the tab while the component is shown (null: the page config's title). */
export function usePageTitle(title: string | null | undefined): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title || null);
    return () => setTitle(null);
  }, [setTitle, title]);
}
