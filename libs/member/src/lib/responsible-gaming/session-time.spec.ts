import { describe, expect, it } from 'vitest';
import { elapsedParts, sessionElapsedMs } from './session-time';

const MINUTE = 60_000;

describe("the session's elapsed time", () => {
  it("is the server's figure when it answered plus the time since, whatever the phone's clock says", () => {
    // The phone's clock runs three hours behind the server: only differences of it are used.
    const answeredAt = Date.UTC(2026, 10, 23, 5, 0, 0);
    expect(sessionElapsedMs(12 * MINUTE, answeredAt, answeredAt + 90_000)).toBe(12 * MINUTE + 90_000);
  });

  it('never runs backwards when the phone sets its clock back', () => {
    const answeredAt = Date.UTC(2026, 10, 23, 5, 0, 0);
    expect(sessionElapsedMs(12 * MINUTE, answeredAt, answeredAt - MINUTE)).toBe(12 * MINUTE);
  });

  it('reads as hours, minutes and seconds', () => {
    expect(elapsedParts(3_725_000)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
  });
});
