/**
 * Vitest-only helpers (Node): the sandbox answering a spec's API calls through MSW; a check that it is sent nothing;
 * the site's guard, recording the popups it opens; a viewport parts scroll in and out of.
 */
export { serveSandbox } from './lib/sandbox-server';
export { expectNothingSent } from './lib/nothing-sent';
export { recordingGuard } from './lib/recording-guard';
export { stubViewport } from './lib/viewport';
