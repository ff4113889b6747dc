import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { __PRIVATE__ } from 'styled-components';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

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

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// What a file set for itself goes with it, as it did with its own worker: the clock, globals and spies.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
