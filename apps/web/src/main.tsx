import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readBrandConfig } from '@wl/brand';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App brand={readBrandConfig()} />
  </StrictMode>,
);
