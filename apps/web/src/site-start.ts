/**
 * The site's first script: the store, the startup calls and the first page's chunk and calls. It
 * is its own entry (index.html loads it before `main.tsx`) and needs only the state libraries, so
 * it runs as soon as they have arrived, while React, the router and the styles still download:
 * the first page's data then waits on a third of the bytes. `main.tsx` renders with what it started.
 */
import { readBrandConfig } from '@wl/brand';
import { startSite } from './app/start-site';

export const brand = readBrandConfig();
export const site = startSite(brand);
