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

  it('turns off every module under one that is off: registration off takes registration by username with it', () => {
    const tree = [
      {
        modId: 'REGISTER3',
        enabled: '0',
        childrenNodes: [
          { modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [{ modId: 'REGMOBVERF3', enabled: '1', childrenNodes: [] }] },
        ],
      },
      { modId: 'LOGIN3', enabled: '1', childrenNodes: [{ modId: 'MOBILECODELOGIN3', enabled: '1', childrenNodes: [] }] },
    ];
    expect(whiteLabelSwitches(tree)).toEqual({
      REGISTER3: false,
      USERNAMEREG3: false,
      REGMOBVERF3: false,
      LOGIN3: true,
      MOBILECODELOGIN3: true,
    });
  });

  it('takes a leaf whose childrenNodes is null (as Java back ends send an empty list) without stopping the site', () => {
    expect(whiteLabelSwitches([{ modId: 'FREEPLAY3', enabled: '1', childrenNodes: null }])).toEqual({ FREEPLAY3: true });
  });
});
