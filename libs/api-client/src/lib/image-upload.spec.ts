import { afterEach, describe, expect, it, vi } from 'vitest';
import { readImageUpload } from './image-upload';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];
const file = (bytes: number[]) => new Blob([new Uint8Array(bytes)]);

describe('an uploaded image (spec §9: png or jpg)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is sent as the base64 of its bytes when they are the type it is taken for', async () => {
    expect(await readImageUpload(file(PNG_SIGNATURE), 'image/png')).toBe('iVBORw0KGgo=');
    expect(await readImageUpload(file(JPEG_SIGNATURE), 'image/jpeg')).toBe('/9j/4A==');
  });

  it('is refused when its bytes are not the type it claims, or a truncated signature', async () => {
    expect(await readImageUpload(file(PNG_SIGNATURE), 'image/jpeg')).toBeNull();
    expect(await readImageUpload(file(PNG_SIGNATURE.slice(0, 4)), 'image/png')).toBeNull();
  });

  it('is refused when it cannot be read any more', async () => {
    const gone = file(PNG_SIGNATURE);
    vi.spyOn(gone, 'arrayBuffer').mockRejectedValue(new DOMException('gone', 'NotReadableError'));
    expect(await readImageUpload(gone, 'image/png')).toBeNull();
  });

  it('is refused when the browser cannot decode it', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException('broken', 'InvalidStateError')));
    expect(await readImageUpload(file(PNG_SIGNATURE), 'image/png')).toBeNull();
  });

  it('of megabytes is read whole, not with one call per file that overflows the stack', async () => {
    const big = [...PNG_SIGNATURE, ...new Array(3 * 1024 * 1024).fill(0)];
    expect((await readImageUpload(file(big), 'image/png'))?.length).toBe(Math.ceil(big.length / 3) * 4);
  });
});
