import { describe, expect, it } from 'vitest';
import { SIDEBAR_QR_SIZE } from './download-qr-code';

describe('the side bar QR code', () => {
  it('spec §9: the side bar QR code is 125 px', () => {
    expect(SIDEBAR_QR_SIZE).toBe(125);
  });
});
