import type { ActivityImageType } from './constants';
import type { ReceiptProofType } from './wallet-constants';

/** The images players upload (activity applications, proofs of non-receipt): png or jpg, spec §9. */
export type UploadImageType = ActivityImageType | ReceiptProofType;

/** How each type's bytes begin: the server refuses an image whose bytes are not the type it claims. */
export const IMAGE_SIGNATURES: Record<UploadImageType, readonly number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** Whether the browser can draw the image; where it cannot tell (no `createImageBitmap`), the signature alone decides. */
async function decodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/** Bytes as base64, a slice at a time (one `fromCharCode` of megabytes overflows the stack). */
function toBase64(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let binary = '';
  for (let at = 0; at < bytes.length; at += SLICE) binary += String.fromCharCode(...bytes.subarray(at, at + SLICE));
  return btoa(binary);
}

/**
 * An image's bytes as base64 for its call, or null when they cannot be read (the file is gone or unreadable since it
 * was chosen), are not the `type` they are taken for, or the browser cannot decode them: the server would refuse such
 * an image, or the merchant see nothing in it. Size and count are the caller's rules, checked before.
 */
export async function readImageUpload(file: Blob, type: UploadImageType): Promise<string | null> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return null;
  }
  if (!IMAGE_SIGNATURES[type].every((byte, index) => bytes[index] === byte)) return null;
  if (!(await decodes(file))) return null;
  return toBase64(bytes);
}
