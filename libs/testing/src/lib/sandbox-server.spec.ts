import { beforeEach, describe, expect, it } from 'vitest';
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

  it('lists what its entry makes of each matching request, made as the call leaves', async () => {
    const calls = sandbox.record(/status|accounts/, (request) => `${request.method} ${new URL(request.url).pathname}`);
    await status();
    await fetch('http://localhost/wps/system/status', { method: 'POST' });
    expect(calls).toEqual(['GET /wps/system/status', 'POST /wps/system/status']);
  });
});

describe('serveSandbox’s record, called in a beforeEach', () => {
  let calls: string[] = [];
  let first: string[] = [];
  beforeEach(() => {
    calls = sandbox.record(/status/);
  });

  it('lists the calls of the test that follows', async () => {
    first = calls;
    await status();
    expect(calls).toEqual(['http://localhost/wps/system/status']);
  });

  it('stops listing when that test ends', async () => {
    await status();
    expect(first).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });
});
