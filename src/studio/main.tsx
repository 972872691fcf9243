// The studio's entry (studio/index.html, built by vite.studio.config.ts): nothing of the portal's entry, its models
// or its strings; the portal's bundle never imports this folder.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { studioI18n } from './studio-i18n';
import { StudioApp } from './studio-app';
import './studio.css';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={studioI18n}>
        <StudioApp />
      </I18nextProvider>
    </StrictMode>,
  );
