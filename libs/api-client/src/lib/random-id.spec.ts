import { describe, expect, it } from 'vitest';
import { randomId } from './random-id';

describe('random ids (idempotency keys, device ids, nonces)', () => {
  it('are 128 random bits in hex, a new one each time', () => {
    expect(randomId()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomId()).not.toBe(randomId());
  });
});
