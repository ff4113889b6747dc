/** Promotion art is 16:9; width and height on every image so nothing moves when it arrives. */
export const PROMOTION_IMAGE = { width: 640, height: 360 } as const;
