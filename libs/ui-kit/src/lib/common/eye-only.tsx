import type { ReactNode } from 'react';

/**
 * A message's tag (`<wait>…</wait>`) for words a screen reader skips: a countdown beside a button's label. The
 * focused button keeps its name while the seconds tick, since a screen reader says a focused button's name again
 * each time it changes (WCAG 2.5.3: the name starts with the words seen).
 */
export const forTheEyeOnly = (chunks: ReactNode[]) => <span aria-hidden="true">{chunks}</span>;
