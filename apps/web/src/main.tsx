import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { AppProvider } from './app/provider.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { env } from './config/env.ts';
import { captureInstallPrompt } from './features/offline/install-prompt.ts';
import { readStoredSession } from './lib/auth-storage.ts';
import { startEarlyReads } from './lib/early-reads.ts';

// Before the router asks for the screen's chunks: its reads travel alongside them (decision 043).
const stored = readStoredSession();
startEarlyReads(
  env.apiUrl,
  window.location.pathname,
  stored && { token: stored.token, userId: stored.user.id },
);

captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

createRoot(container).render(
  <StrictMode>
    <AppProvider />
  </StrictMode>,
);

registerServiceWorker();
