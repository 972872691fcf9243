// CMS HTML wherever a page shows it. The rendering itself (sanitiser, parser) is its own chunk, parsed-cms-html.tsx:
// a route that shows content loads it with its template (content-renderer.ts), and a prerendered page hydrated as
// built keeps the server's HTML of the content until the hydration gate opens, so its first load does without it.
import { memo, Suspense, use } from 'react';
import type { ReactNode } from 'react';
import { hydrationGateArmed, hydrationGateOpened } from '@/platform/hydration-gate';
import { lazyAtOnce } from '@/ui/lazy-at-once';
import type { CmsHtmlProps } from './cms-html-props';
import { loadContentRenderer, loadedContentRenderer, wantContentRenderer } from './content-renderer';
import './cms.css';
import './settings-figure.css';

wantContentRenderer(() => import('./parsed-cms-html'));

const Parsed = lazyAtOnce(
  () => loadedContentRenderer()?.ParsedCmsHtml,
  () => loadContentRenderer().then((module) => module.ParsedCmsHtml),
);

/** Content hydrated as built: the server's HTML until the gate opens, then the renderer's (the same markup). */
function AfterGate(props: CmsHtmlProps) {
  use(hydrationGateOpened);
  return <Parsed {...props} />;
}

/** Reserved lines while the renderer is on its way (a page shown before it came, a slow connection). */
function ContentLoading({ className }: { className?: string }) {
  return (
    <div className={className} aria-busy="true">
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}

/**
 * Renders CMS HTML safely (parsed-cms-html.tsx): the only way CMS HTML becomes React in the portal. Memoised: a parent
 * that renders again with the same HTML must not reach content still shown as the server's HTML, which React would
 * then render afresh instead of hydrating (as it does on a change of a context above it).
 */
export const CmsHtml = memo(function CmsHtml(props: CmsHtmlProps): ReactNode {
  return (
    <Suspense fallback={<ContentLoading className={props.className} />}>
      {hydrationGateArmed() ? <AfterGate {...props} /> : <Parsed {...props} />}
    </Suspense>
  );
});
export type { CmsHtmlProps } from './cms-html-props';
