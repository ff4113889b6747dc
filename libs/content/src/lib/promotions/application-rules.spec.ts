import { describe, expect, it } from 'vitest';
import { applicationProblems, readApplicationImage } from './application-rules';

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

  it('refuses an application with neither a comment nor an image: a comment of spaces is none; either alone will do', () => {
    expect(applicationProblems({ comment: '', images: [] })).toEqual([{ rule: 'empty' }]);
    expect(applicationProblems({ comment: ' \n ', images: [] })).toEqual([{ rule: 'empty' }]);
    expect(applicationProblems({ comment: 'Won 3 rounds', images: [] })).toEqual([]);
    expect(applicationProblems({ comment: '', images: [png('proof.png')] })).toEqual([]);
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

  it('encodes a png or jpg as base64 for the call', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png', { type: 'image/png' });
    expect(await readApplicationImage(png)).toEqual({ name: 'a.png', type: 'image/png', data: 'iVBORw0KGgo=' });
    const jpg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'b.jpg', { type: 'image/jpeg' });
    expect(await readApplicationImage(jpg)).toEqual({ name: 'b.jpg', type: 'image/jpeg', data: '/9j/4A==' });
  });

  it('refuses an image it cannot read as the png or jpg it claims to be, naming it', async () => {
    const text = new File(['not an image'], 'notes.png', { type: 'image/png' });
    expect(await readApplicationImage(text)).toEqual({ rule: 'imageUnreadable', name: 'notes.png' });
    const pngAsJpg = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'c.jpg', { type: 'image/jpeg' });
    expect(await readApplicationImage(pngAsJpg)).toEqual({ rule: 'imageUnreadable', name: 'c.jpg' });
    // A file gone from the disk since it was chosen: reading it fails.
    const gone = new File([], 'gone.png', { type: 'image/png' });
    gone.arrayBuffer = () => Promise.reject(new DOMException('The file could not be read', 'NotReadableError'));
    expect(await readApplicationImage(gone)).toEqual({ rule: 'imageUnreadable', name: 'gone.png' });
  });
});
