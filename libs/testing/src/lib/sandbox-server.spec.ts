import { describe, expect, it } from 'vitest';
import { serveSandbox } from './sandbox-server';

const sandbox = serveSandbox();
const status = () => fetch('http://localhost/wps/system/status');
const accounts = () => fetch('http://localhost/__sandbox/accounts');

describe('serveSandbox’s record', () => {
  let earlier: string[] = [];

  it('lists the calls that match, in the order they leave', async () => {
    earlier = sandbox.record(/status|accounts/);
    const onlyStatus = sandbox.record(/status/);
    await status();
    await accounts();
    expect(earlier).toEqual(['http://localhost/wps/system/status', 'http://localhost/__sandbox/accounts']);
    expect(onlyStatus).toEqual(['http://localhost/wps/system/status']);
  });

  it('stops listing when its test ends', async () => {
    await status();
    expect(earlier).toHaveLength(2);
  });
});
