/** Entry of the web app: styles, install-event capture (before React, so no prompt is missed), the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchInstallEvents } from '@/lib/install';
import { App } from '@/app/app';
import './styles/index.css';

watchInstallEvents();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
