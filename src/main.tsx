// Boot: create the Effector scope, let the models restore themselves (session, language, display
// options), then mount the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { allSettled, fork, scopeBind } from 'effector';
import { appStarted } from '@/model/app/app-started';
import { refreshFailed } from '@/model/session/session-model';
import { onRefreshFailed } from '@/model/session/api';
import '@/model/locale/locale-model';
import '@/model/accessibility/accessibility-model';
import { App } from '@/app/app';
import '@/app/styles/base.css';
import '@/app/styles/shell.css';
import '@/app/styles/accessibility.css';

const scope = fork();
// The API client reports failed refreshes from inside running effects: bind the event to this scope.
onRefreshFailed(scopeBind(refreshFailed, { scope, safe: true }));
await allSettled(appStarted, { scope });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App scope={scope} />
  </StrictMode>,
);
