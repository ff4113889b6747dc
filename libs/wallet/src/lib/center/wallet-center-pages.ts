import type { ComponentType } from 'react';

/**
 * The money entries of the member center (spec §2), each its own chunk. Keys are the member
 * center's entry names; the site hands this map to the member center.
 */
export const WALLET_CENTER_PAGES: Partial<Record<string, ComponentType>> = {};
