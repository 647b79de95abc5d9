import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { AppProvider } from './app/provider.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { captureInstallPrompt } from './features/offline/install-prompt.ts';

captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

createRoot(container).render(
  <StrictMode>
    <AppProvider />
  </StrictMode>,
);

registerServiceWorker();
