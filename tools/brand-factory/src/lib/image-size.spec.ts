import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { intrinsicSize, parseViewBox } from './image-size';

const dir = mkdtempSync(join(tmpdir(), 'image-size-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const svg = (attributes: string) => {
  const file = join(dir, 'logo.svg');
  writeFileSync(file, `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="10" height="10"/></svg>`);
  return file;
};

describe('an SVG logo’s intrinsic size', () => {
  it('reads a viewBox separated by commas, as SVG allows', async () => {
    expect(await intrinsicSize(svg('viewBox="0,0,300,60"'))).toEqual({ width: 300, height: 60 });
    expect(await intrinsicSize(svg('height="30" viewBox="0, 0, 300, 60"'))).toEqual({ width: 150, height: 30 });
  });

  it('takes a viewBox of four numbers with a width and height above 0 only', () => {
    expect(parseViewBox(' 0 0\n190 40 ')).toEqual({ width: 190, height: 40 });
    for (const box of ['0 0 190', '0 0 0 40', '0 0 wide tall', ',0,0,190,40']) expect(parseViewBox(box), box).toBeUndefined();
  });
});
