import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * How long a call that must not leave is given to leave. A call goes some time after the press that sends it (an
 * encrypted one first fetches the key and loads its cipher), so a record read at once is empty even if it will go.
 */
const NOTHING_SENT_MS = 1000;

/**
 * Expects no call in `sent` (a sandbox `record`) for `NOTHING_SENT_MS`: fails as soon as one is there, with what
 * was sent, and otherwise returns once the time is out. Waits as Testing Library does, so in a jsdom spec.
 */
export async function expectNothingSent(sent: readonly unknown[], ms = NOTHING_SENT_MS): Promise<void> {
  await waitFor(() => expect(sent).not.toHaveLength(0), { timeout: ms }).catch(() => undefined);
  expect(sent, 'calls sent').toEqual([]);
}
