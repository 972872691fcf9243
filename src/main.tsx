// Boot: create the Effector scope, let the models restore themselves (session, language, display
// options), start loading the member's data, mount the router.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { allSettled, fork, scopeBind } from 'effector';
import { appShown, appStarted } from '@/model/app/app-started';
import { $routeMode, refreshFailed } from '@/model/session/session-model';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { onRefreshFailed } from '@/model/session/api';
import '@/model/locale/locale-model';
import { $accessibilityClasses } from '@/model/accessibility/accessibility-model';
// Its wiring reads the acting agent on every user load from the start; the banner that shows it is among a member's header parts.
import '@/model/impersonation/impersonation-model';
import { $previewing, previewStorageKey } from '@/model/content/preview-model';
import { environmentConfig } from '@/lib/app-config';
import { hasStringOverrides } from '@/platform/i18n';
import { previewEntry } from '@/lib/preview-entry';
import { yieldToBrowser } from '@/platform/yield-to-browser';
import { App } from '@/app/app';
import { routerReady } from '@/app/router-host';
import { initialValues } from '@/app/initial-content';
import { noteOpenedHeader } from '@/app/shell/header-disclosures';
import { captureTypedFields, holdEarlySubmits } from '@/forms/typed-before-hydration';
import { armHydrationGate, openHydrationGate } from '@/platform/hydration-gate';
import '@/app/styles/base.css';
import '@/app/styles/shell.css';
import '@/app/styles/accessibility.css';
import '@/app/styles/skeleton.css';

// The content system's preview button opens the admin-preview address: keep its token for this tab, go on
// to the page it names (before the router reads the URL).
const preview = previewEntry(new URL(window.location.href), environmentConfig.adminPreviewUrl);
if (preview) {
  try {
    sessionStorage.setItem(previewStorageKey, preview.token);
  } catch {
    // no session storage: preview cannot be kept, the page opens as for any visitor
  }
  window.history.replaceState(null, '', preview.path);
}

// Before anything is awaited: a visitor may submit the prerendered form while the app is still starting.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
if (root.dataset.prerendered) holdEarlySubmits(root);

// A prerendered content page carries the content it shows: the scope starts from it (src/app/initial-content.ts).
const scope = fork({ values: initialValues(document) });
// The API client reports failed refreshes from inside running effects: bind the event to this scope.
onRefreshFailed(scopeBind(refreshFailed, { scope, safe: true }));
// Short tasks rather than one long one (total blocking time): the modules' evaluation, the models' start,
// the member's calls, the router (it flattens and ranks every route), React's root, the first render (a
// transition, itself in slices). An A/B without these yields blocked longer (docs/adr/0012-yields-kept-by-ab.md).
await yieldToBrowser();
await allSettled(appStarted, { scope });
await yieldToBrowser();

const mode = scope.getState($routeMode);
const language = scope.getState($appliedLanguage);
// The member's data (or a guest's token) starts now, alongside the route's template chunk rather than after it, so
// /home waits for the slower of the two, not for both in a row. Not awaited: a slow API never keeps the shell from
// painting. A member's page is never hydrated, and a guest's token shows nothing, so no answer can
// change a guest's first render under the prerendered HTML.
void allSettled(appShown, { scope });
// Each fetch() costs the main thread some work: the calls just started end this task.
await yieldToBrowser();
// Hydrating the page as the build rendered it, the parts that work as plain HTML (the login form, content HTML) wait
// for the visitor to load their code (src/platform/hydration-gate.ts): the page is live without it.
const asBuilt = () =>
  prerendered === `${mode}|${language}` &&
  !(language && hasStringOverrides(language)) &&
  !scope.getState($previewing) &&
  scope.getState($accessibilityClasses).length === 0;
const prerendered = root.dataset.prerendered;
if (prerendered && asBuilt()) armHydrationGate(root);
const routed = routerReady(mode, language);
await yieldToBrowser();
// A page the app renders afresh (a member's, or one the build did not prerender) gets its root now, in a task of
// its own: creating it registers React's listener of every event type on the container (~100 of them).
const freshRoot = prerendered ? null : createRoot(root);
await routed;
await yieldToBrowser();

const app = (
  <StrictMode>
    <App scope={scope} />
  </StrictMode>
);
// The server sent a page the build rendered for a guest in one language (scripts/prerender.ts): hydrate it
// when the app's first render is that same page, so nothing on screen changes. Otherwise (a member, another
// stored language, the member skeleton of index.html) render afresh: React replaces what the HTML showed.
// The visitor may have typed into the HTML's form already: kept for the hydrated form (src/forms/typed-before-hydration.ts).
if (prerendered) captureTypedFields(root);
// What the build's HTML does not hold makes a page render afresh: editors' string overrides (translations_light),
// preview's drafts, and the display options stored on the device (hydration keeps the HTML's attributes, so the
// options' classes would never reach the page wrapper).
const sameAsBuilt = asBuilt();
// Rendered afresh after all: nothing waits, there is no HTML to keep.
if (!sameAsBuilt) openHydrationGate();
// A mismatch React recovers from (it renders that page afresh) is reported as a warning with the path and marked
// on <html data-hydration="recovered">, not thrown at the visitor's console as an error: the hydration tests
// (tests/e2e/prerender.spec.ts) assert that the build's own nodes stay, so a systematic mismatch still fails.
const recovered = (error: unknown) => {
  document.documentElement.dataset.hydration = 'recovered';
  console.warn('[hydration] rendered afresh:', window.location.pathname, error instanceof Error ? error.message : error);
};
// A page rendered afresh replaces the header's nodes: what the visitor opened in it comes back (header-disclosures.ts).
if (prerendered && !sameAsBuilt) noteOpenedHeader(root);
// Why a transition: React then renders the first page in slices of a few milliseconds, yielding to the browser
// between them, instead of one long task that blocks a phone's main thread (total blocking time).
startTransition(() => {
  if (prerendered && sameAsBuilt) hydrateRoot(root, app, { onRecoverableError: recovered });
  else (freshRoot ?? createRoot(root)).render(app);
});
