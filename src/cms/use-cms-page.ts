import { useDeferredValue, useEffect, useState } from 'react';
import { useStoreMap, useUnit } from 'effector-react';
import { $content, contentKeyOf, contentRequested } from '@/model/content/content-model';
import type { ContentRequest, ContentState } from '@/model/content/content-model';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { $previewing } from '@/model/content/preview-model';
import { $loggedIn } from '@/model/session/session-model';

export interface CmsPageResult {
  state: ContentState;
  preview: boolean;
  /** Asks again, skipping the cache (the failure state's "Try again"). */
  retry(): void;
}

/** Loads a content page (cached per page; `request.force` reloads) and gives its state. */
export function useCmsPage(request: ContentRequest): CmsPageResult {
  const {
    language,
    loggedIn,
    preview,
    request: requestContent,
  } = useUnit({ language: $appliedLanguage, loggedIn: $loggedIn, preview: $previewing, request: contentRequested });
  const key = contentKeyOf(request, language ?? '', loggedIn, preview);
  const asked = useStoreMap({ store: $content, keys: [key], fn: (cache, [k]) => cache[k] ?? null });
  // The same page in another language (a switch): what it showed stays until the new language's answer comes,
  // so the page keeps its place, and a form on it what the visitor typed (a loading state would unmount it).
  const [shown, setShown] = useState<{ page: string; state: ContentState } | null>(null);
  const pageKey = `${request.url}|${JSON.stringify(request.tags ?? null)}|${loggedIn}|${preview}`;
  const answered = asked !== null && asked.status !== 'loading';
  // Remembered while rendering (React's pattern for a value from an earlier render): no extra commit.
  if (answered && (shown?.state !== asked || shown.page !== pageKey)) setShown({ page: pageKey, state: asked });
  const current = !answered && shown?.page === pageKey ? shown.state : asked;
  // Why deferred (total blocking time): a page's content arrives in one store update, and rendering it
  // (each zone's HTML sanitised and parsed into React) is the longest task of a content page. At the urgent priority of a store update React renders it in one go; as a deferred value, the
  // page first keeps what it showed (its skeleton: nothing moves), then React renders the content at transition
  // priority, in slices that yield to the browser between components, and shows it all at once when done.
  // On the first render (hydration of a prerendered page) the value is used as it is.
  const state = useDeferredValue(current);
  const { url, tags, force } = request;
  useEffect(() => {
    requestContent({ url, tags, force });
    // The key holds everything that changes the answer (url, tags, language, audience, preview).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { state: state ?? { status: 'loading' }, preview, retry: () => requestContent({ url, tags, force: true }) };
}
