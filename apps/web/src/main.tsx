import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './service-worker/register-service-worker';
import { updateStore } from './service-worker/update-store';
import { whenNetworkQuiet } from './service-worker/when-network-quiet';
import { brand, site } from './site-start';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App brand={brand} site={site} />
  </StrictMode>,
);

// Built sites only: the dev server's modules are not hashed, so a worker would serve stale code.
// After the first screen's calls and pictures: the worker's precache must not share their bandwidth.
if (import.meta.env.PROD)
  window.addEventListener('load', () => void whenNetworkQuiet().then(() => registerServiceWorker(updateStore.offer)));
