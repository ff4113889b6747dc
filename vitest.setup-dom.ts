import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { __PRIVATE__ } from 'styled-components';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

// CI runs every project's tests at once on two cores: an encrypted login against the in-process
// sandbox (2048-bit RSA), or a lazy part transformed on first import, can take seconds there. findBy/waitFor wait up to 10 s, as the e2e's
// expect does on CI, not the default 1 s; a test that passes still returns as soon as its element shows.
configure({ asyncUtilTimeout: 10_000 });

// Spec files share their modules and their worker's one document (vitest.shared.ts): each file starts as an isolated
// one did, with a bare document (no head, body or attributes the last file left, such as <html dir>) and an empty
// styled-components sheet (which would otherwise count the last file's rules as drawn). No workspace library is
// imported here: a module a setup file loads is loaded before a spec's vi.mock can replace it.
beforeAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  const sheet = __PRIVATE__.mainSheet;
  sheet.names.clear();
  sheet.keyframeIds.clear();
  sheet.gs = {};
  sheet.clearTag();
});

// An answer to a call a test left on its way must not land in the next test: spec files share a worker's session
// storage, and the site keeps some answers there (settings, routers, announcements), so a late one would be read by a
// test that made the same call fail. Each test is a generation; a call's answer, and the reading of its body, never
// resolve once the generation it was asked in has ended. Wrapped around whatever answers fetch (MSW's interceptor,
// set up by the spec file's beforeAll), at each test's start.
let generation = 0;
// The same in every spec file's run of this setup: each file's wrapper holds the fetch it wrapped, put back as it ends.
const HOLDS_LATE_ANSWERS = Symbol.for('wl.test.holdsLateAnswers');
type Holding = typeof fetch & { [HOLDS_LATE_ANSWERS]?: typeof fetch };
const BODY_READS = ['text', 'json', 'arrayBuffer', 'blob', 'formData'] as const;

function heldIfLate<T>(askedIn: number, value: Promise<T>): Promise<T> {
  return value.then((result) => (askedIn === generation ? result : new Promise<never>(() => undefined)));
}

beforeEach(() => {
  const answering = globalThis.fetch as Holding;
  if (!answering || answering[HOLDS_LATE_ANSWERS]) return;
  const holding = (...args: Parameters<typeof fetch>) => {
    const askedIn = generation;
    const answer = answering(...args).then((response) => {
      for (const read of BODY_READS) {
        // A stub's answer may lack a reader.
        if (typeof response[read] !== 'function') continue;
        const original = response[read].bind(response) as () => Promise<unknown>;
        Object.defineProperty(response, read, { value: () => heldIfLate(askedIn, original()), configurable: true });
      }
      return response;
    });
    return heldIfLate(askedIn, answer);
  };
  globalThis.fetch = Object.assign(holding, { [HOLDS_LATE_ANSWERS]: answering });
});

afterEach(() => {
  generation += 1;
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// What a file set for itself goes with it, as it did with its own worker: the clock, globals and spies.
afterAll(() => {
  const holding = globalThis.fetch as Holding | undefined;
  if (holding?.[HOLDS_LATE_ANSWERS]) globalThis.fetch = holding[HOLDS_LATE_ANSWERS];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
