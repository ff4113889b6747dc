import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CALLS, CONTRACT, type CallContract, type CallSpec } from '../contract';
import type { ResponseShape } from './calls/call-spec';
import { fitsShape } from './response-shapes';

/** The top level of a response schema, as the browser checks it without zod; undefined where nothing simple holds. */
function sketch(schema: z.ZodType | undefined): ResponseShape | undefined {
  if (!schema) return undefined;
  const { type } = (schema as unknown as { _zod: { def: { type: string } } })._zod.def;
  if (type === 'object' || type === 'array' || type === 'string' || type === 'number' || type === 'boolean') return type;
  // A record (the favourites' ids by game) is an object at its top level too.
  if (type === 'record') return 'object';
  return undefined;
}

describe('response shapes: the browser refuses an answer the contract rejects at its top level', () => {
  it("each call's answer is the top level of its response schema in the contract, where that is one simple type", () => {
    const contract = CONTRACT as Record<string, Record<string, CallContract>>;
    const answers = Object.entries(CALLS).flatMap(([domain, calls]) =>
      Object.entries(calls as Record<string, CallSpec>).map(([name, call]) => [`${domain}.${name}`, call.answer]),
    );
    const sketched = Object.entries(CALLS).flatMap(([domain, calls]) =>
      Object.keys(calls).map((name) => [`${domain}.${name}`, sketch(contract[domain]?.[name]?.response)]),
    );
    expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(sketched));
  });

  it('an object must be an object (not a list or null), a list an array, a scalar its type', () => {
    expect(fitsShape({ token: 't' }, 'object')).toBe(true);
    expect(fitsShape(['token'], 'object')).toBe(false);
    expect(fitsShape(null, 'object')).toBe(false);
    expect(fitsShape('bad-shape', 'object')).toBe(false);
    expect(fitsShape([], 'array')).toBe(true);
    expect(fitsShape({}, 'array')).toBe(false);
    expect(fitsShape('key', 'string')).toBe(true);
    expect(fitsShape(-1, 'string')).toBe(false);
  });
});
