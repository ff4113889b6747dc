import { describe, expect, it } from 'vitest';
import { whiteLabelSwitches } from './system';

describe('white-label switches (spec §6), flattened from the module tree', () => {
  it('reads every module of the tree, on where enabled is "1"', () => {
    const tree = [
      { modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [{ modId: 'REGMOBVERF3', enabled: '0', childrenNodes: [] }] },
      { modId: 'FREEPLAY3', enabled: '0', childrenNodes: [] },
    ];
    expect(whiteLabelSwitches(tree)).toEqual({ USERNAMEREG3: true, REGMOBVERF3: false, FREEPLAY3: false });
  });

  it('takes a leaf whose childrenNodes is null (as Java back ends send an empty list) without stopping the site', () => {
    expect(whiteLabelSwitches([{ modId: 'FREEPLAY3', enabled: '1', childrenNodes: null }])).toEqual({ FREEPLAY3: true });
  });
});
