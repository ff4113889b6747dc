import { createContext } from 'react';

/** Where operator images may come from: the site passes the server's image CDNs (white-label settings). */
export const SafeHtmlImageHosts = createContext<readonly string[]>([]);
