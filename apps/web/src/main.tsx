import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { keepKeyboardFocusInView } from '@wl/ui-kit';
import { App } from './app/app';
import { registerServiceWorker } from './service-worker/register-service-worker';
import { updateStore } from './service-worker/update-store';
import { whenNetworkQuiet } from './service-worker/when-network-quiet';
import { brand, site } from './site-start';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

keepKeyboardFocusInView(document);

const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App brand={brand} site={site} />
    </StrictMode>,
  ),
);

/** After the page's `load`, which may be over already: the site's start imports this module, which a page's load does not wait for. */
function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

// Built sites only: the dev server's modules are not hashed, so a worker would serve stale code.
// After the first screen's calls and pictures: the worker's precache must not share their bandwidth.
if (import.meta.env.PROD) afterLoad(() => void whenNetworkQuiet().then(() => registerServiceWorker(updateStore.offer)));
