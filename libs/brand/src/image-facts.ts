import { imageSize } from 'image-size';
import type { ImageSize } from './lib/brand-config';

/** A picture as its content says: its format (`svg`, `png`, `jpg`, `webp`, `ico`, … as image-size names them) and size. */
export interface ImageFacts extends ImageSize {
  type: string;
  /** An SVG's viewBox: without one, an SVG drawn at another size than its own is cropped, not scaled. */
  viewBox?: ImageSize;
}

/** The root element of an SVG, attributes and all (quoted values may hold `>`). */
const SVG_ROOT = /<svg\s(?:[^>"']|"[^"]*"|'[^']*')*>/;
/** A number as SVG writes one. */
const SVG_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
/** CSS pixels per unit of an SVG length, as image-size (and so Storybook's logo size) counts them; a percentage is no size. */
const PIXELS_PER_UNIT: Record<string, number> = { '': 1, px: 1, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, pt: 96 / 72, em: 16, ex: 8 };
const LENGTH = /^\s*((?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z]*)\s*$/i;

/**
 * The size a viewBox gives: four numbers separated by white space and/or a comma (SVG allows both, e.g.
 * `0,0,300,60`, which image-size does not read), the width and height above 0; undefined for anything else.
 */
export function parseViewBox(value: string): ImageSize | undefined {
  const numbers = value.trim().split(/[\s,]+/);
  if (numbers.length !== 4 || !numbers.every((number) => SVG_NUMBER.test(number))) return undefined;
  const [width, height] = numbers.slice(2).map(Number);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** An attribute of the root tag. XML names are case-sensitive: browsers ignore a `viewbox`, so it is not read either. */
const attribute = (root: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`, 's').exec(root)?.[2];

function pixels(length: string | undefined): number | undefined {
  const match = length === undefined ? null : LENGTH.exec(length);
  const perUnit = match ? PIXELS_PER_UNIT[match[2].toLowerCase()] : undefined;
  const value = match && perUnit ? Math.round(Number(match[1]) * perUnit) : 0;
  return value > 0 ? value : undefined;
}

/** An SVG's size: its width and height, else its viewBox scaled to the one of them given, else the viewBox. */
function svgFacts(text: string): ImageFacts {
  const root = SVG_ROOT.exec(text)?.[0];
  if (root === undefined) throw new Error('it has no <svg> element');
  const box = attribute(root, 'viewBox');
  const viewBox = box === undefined ? undefined : parseViewBox(box);
  if (box !== undefined && viewBox === undefined)
    throw new Error(`its viewBox "${box}" is not four numbers with a width and height above 0`);
  const [width, height] = [pixels(attribute(root, 'width')), pixels(attribute(root, 'height'))];
  // Rounded as image-size rounds, so the stamp and Storybook give a logo the same size.
  const ratio = viewBox && viewBox.width / viewBox.height;
  const size =
    width && height
      ? { width, height }
      : ratio && width
        ? { width, height: Math.floor(width / ratio) }
        : ratio && height
          ? { width: Math.floor(height * ratio), height }
          : viewBox && { width: Math.round(viewBox.width), height: Math.round(viewBox.height) };
  if (!size?.width || !size.height) throw new Error('it gives no width and height, and no viewBox');
  return { type: 'svg', ...size, ...(viewBox && { viewBox }) };
}

/** Whether `bytes` are text starting with `<`, as image-size tells an SVG: read as one, never as another format. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  return /^(?:\uFEFF)?\s*</.test(new TextDecoder().decode(bytes.subarray(0, 64)));
}

/**
 * What a picture is, read from its bytes: an SVG (text starting with `<`, as image-size tells one) by its own reader,
 * any other format by image-size. Throws with the reason when the bytes do not say. The brand factory reads a brand's
 * files with it, and Storybook its logos, so both give a logo the same size.
 */
export function imageFactsOf(bytes: Uint8Array): ImageFacts {
  if (looksLikeSvg(bytes)) return svgFacts(new TextDecoder().decode(bytes));
  let read;
  try {
    read = imageSize(bytes);
  } catch {
    throw new Error('it is not a picture in a format the factory reads');
  }
  if (!read.width || !read.height || !read.type) throw new Error('it gives no width and height');
  return { type: read.type, width: read.width, height: read.height };
}
