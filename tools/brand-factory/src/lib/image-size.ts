import { readFile } from 'node:fs/promises';
import { imageSize } from 'image-size';
import type { ImageSize } from '@wl/brand';

/**
 * An image file's intrinsic size (an SVG's width and height, or its viewBox; a PNG's or WebP's
 * pixels). Throws with the reason when the file does not say.
 */
export async function intrinsicSize(file: string): Promise<ImageSize> {
  const { width, height } = imageSize(await readFile(file));
  if (!width || !height) throw new Error('it gives no width and height');
  return { width, height };
}
