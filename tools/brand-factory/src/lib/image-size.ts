import { readFile } from 'node:fs/promises';
import type { ImageSize } from '@wl/brand';
import { imageFactsOf, type ImageFacts } from '@wl/brand/image-facts';

export { parseViewBox, type ImageFacts } from '@wl/brand/image-facts';

/** What a picture file is, read from its content (`imageFactsOf`). Throws with the reason when the file does not say. */
export async function readImage(file: string): Promise<ImageFacts> {
  return imageFactsOf(await readFile(file));
}

/** An image file's intrinsic size (an SVG's width and height, or its viewBox; a PNG's or WebP's pixels). */
export async function intrinsicSize(file: string): Promise<ImageSize> {
  const { width, height } = await readImage(file);
  return { width, height };
}
