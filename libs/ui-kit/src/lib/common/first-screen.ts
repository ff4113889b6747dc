import { startTransition, useEffect, useState } from 'react';

/** Longest work put off until after the first screen waits for the browser to be idle. */
export const FIRST_SCREEN_IDLE_TIMEOUT_MS = 2000;

/** Set once the first screen is up (`afterFirstScreen`: an idle moment or the player's first input): from then on nothing waits. */
let firstScreenUp = false;
/** What the first screen's content waits on (the first page's calls and chunk), as the site's start says. */
let firstScreenNeeds: Promise<unknown> = Promise.resolve();

/**
 * Tells what the first screen's content waits on: until it has settled the browser may be idle only
 * because the first screen is still waiting for its data, and is not up yet.
 */
export function holdFirstScreenUntil(needs: Promise<unknown>): void {
  firstScreenNeeds = needs.catch(() => undefined);
}

/** Runs `task` at the browser's next idle moment (or after the timeout where it cannot say); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: FIRST_SCREEN_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/**
 * What tells that the player is using the page: a scroll (of the page or of anything in it), a key,
 * a tap's click. Not the tap's press: what the first screen lets go of re-renders parts of the page,
 * and an element drawn anew between a tap's press and its click never gets the click (a lobby's
 * tiles were, until the grid kept them across the virtualiser's arrival).
 */
const PLAYER_INPUT = ['scroll', 'keydown', 'click'] as const;
/** Settles after the player's first input of the visit, once that input's own handlers have run. */
let playerActed: Promise<void> | undefined;

function whenPlayerActs(): Promise<void> {
  playerActed ??= new Promise((resolve) => {
    const acted = () => {
      PLAYER_INPUT.forEach((type) => window.removeEventListener(type, acted, true));
      setTimeout(resolve, 0);
    };
    PLAYER_INPUT.forEach((type) => window.addEventListener(type, acted, { capture: true, passive: true }));
  });
  return playerActed;
}

/**
 * Runs `task` once the visit's first screen is up: once what its content waits on has settled
 * (`holdFirstScreenUntil`), at the browser's next idle moment (`FIRST_SCREEN_IDLE_TIMEOUT_MS` at
 * most) or the player's first scroll, key or click, whichever comes first; at once after that. What
 * the first screen does without (the footer below the fold, a list's far pages, the lobby's
 * virtualiser) waits for it, so its requests never compete with the ones the first screen's
 * largest paint waits on; a player who scrolls wants it now. Returns the cancel.
 */
export function afterFirstScreen(task: () => void): () => void {
  if (firstScreenUp) {
    task();
    return () => undefined;
  }
  // Listening from now: a tap while the first screen still loads counts once it is in.
  const acted = whenPlayerActs();
  let cancelIdle: (() => void) | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelIdle?.();
    firstScreenUp = true;
    task();
  };
  void firstScreenNeeds.then(() => {
    if (done) return;
    cancelIdle = whenIdle(run);
    void acted.then(run);
  });
  return () => {
    done = true;
    cancelIdle?.();
  };
}

/**
 * False until the visit's first screen is up (`afterFirstScreen`), then true for good. What it lets
 * go of renders as a transition: it yields to the player's input, and a part that must first load
 * its chunk leaves what is on screen in place until it can show.
 */
export function useAfterFirstScreen(): boolean {
  const [up, setUp] = useState(firstScreenUp);
  useEffect(() => (up ? undefined : afterFirstScreen(() => startTransition(() => setUp(true)))), [up]);
  return up;
}
