/**
 * What a navigation may say of itself in `location.state`: a page recording its own state in its address (a game
 * chosen in a lobby, kept for a reload or a shared link) stays as it is, its scroll too. Without it, the shell takes
 * an address change for a new page and starts it at the top.
 */
export interface InPlaceNavigation {
  inPlace?: boolean;
}

export const IN_PLACE: Readonly<Required<InPlaceNavigation>> = { inPlace: true };

/** React Router's key for the entry a visit starts on: no page of this site's comes before it in the history. */
const FIRST_ENTRY_KEY = 'default';

/** Whether a location is the visit's first entry (the site opened on it, or reloaded there). */
export function isFirstEntry({ key }: { key: string }): boolean {
  return key === FIRST_ENTRY_KEY;
}
