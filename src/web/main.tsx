/**
 * Entry of the web app: styles, install-event capture (before React, so no prompt is missed), the
 * interface language (its catalogue loaded before the first render, so a German visitor never sees
 * English flash first), the app.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchInstallEvents } from '@/lib/install';
import { App } from '@/app/app';
import { applyLanguage } from '@/i18n/i18n';
import { initialLanguage } from '@/i18n/languages';
import './styles/index.css';

watchInstallEvents();

void applyLanguage(initialLanguage()).finally(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
