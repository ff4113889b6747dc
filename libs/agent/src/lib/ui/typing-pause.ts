/** How long a name filter waits for the typing to pause before it asks: one call per name, not per keystroke. */
export const TYPING_PAUSE_MS = 250;
