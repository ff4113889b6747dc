import { describe, expect, it } from 'vitest';
import { applicationProblems, fileToBase64 } from './application-rules';

const MB = 1024 * 1024;
const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });

describe('activity application rules (spec §5)', () => {
  it('accepts a comment of 140 characters and three png or jpg images of 5 MB', () => {
    expect(
      applicationProblems({
        comment: 'x'.repeat(140),
        images: [png('a.png', 5 * MB), { name: 'b.jpg', type: 'image/jpeg', size: 5 * MB }, png('c.png')],
      }),
    ).toEqual([]);
  });

  it('refuses a comment of 141 characters, counting an emoji as one', () => {
    expect(applicationProblems({ comment: 'x'.repeat(141), images: [] })).toEqual([{ rule: 'commentTooLong', max: 140 }]);
    expect(applicationProblems({ comment: '🎉'.repeat(140), images: [] })).toEqual([]);
  });

  it('refuses a fourth image', () => {
    expect(applicationProblems({ comment: '', images: [png('1.png'), png('2.png'), png('3.png'), png('4.png')] })).toEqual([
      { rule: 'tooManyImages', max: 3 },
    ]);
  });

  it('refuses an image over 5 MB, naming it', () => {
    expect(applicationProblems({ comment: '', images: [png('big.png', 6 * MB)] })).toEqual([
      { rule: 'imageTooLarge', name: 'big.png', maxMegabytes: 5 },
    ]);
    expect(applicationProblems({ comment: '', images: [png('edge.png', 5 * MB + 1)] })).toHaveLength(1);
  });

  it('refuses files that are not png or jpg', () => {
    expect(
      applicationProblems({
        comment: '',
        images: [
          { name: 'a.gif', type: 'image/gif', size: 10 },
          { name: 'b.pdf', type: 'application/pdf', size: 10 },
        ],
      }),
    ).toEqual([
      { rule: 'imageType', name: 'a.gif' },
      { rule: 'imageType', name: 'b.pdf' },
    ]);
  });

  it('encodes a file as base64 for the call', async () => {
    expect(await fileToBase64(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]))).toBe('iVBORw==');
  });
});
