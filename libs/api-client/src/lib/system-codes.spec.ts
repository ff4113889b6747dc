import { describe, expect, it } from 'vitest';
import { ROUTER_TYPES, SYSTEM_STATUS } from './system-codes';

describe('the system codes match the spec', () => {
  it('spec §2 / §4: system status 0 is the normal site, 1 maintenance, 2 region restriction', () => {
    expect(SYSTEM_STATUS).toEqual({ normal: 0, maintenance: 1, regionRestricted: 2 });
  });

  it('spec §7: the customer-service entry of the router list is of type 3', () => {
    expect(ROUTER_TYPES).toEqual({ customerService: 3 });
  });
});
