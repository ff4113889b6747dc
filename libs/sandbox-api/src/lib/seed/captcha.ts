import { encode } from 'fast-png';

/** 3×5 bitmaps of the digits, row by row (1 = ink). */
const FONT: Record<string, string> = {
  '0': '111101101101111',
  '1': '010110010010111',
  '2': '111001111100111',
  '3': '111001111001111',
  '4': '101101111001001',
  '5': '111100111001111',
  '6': '111100111101111',
  '7': '111001010010010',
  '8': '111101111101111',
  '9': '111101111001111',
};
const SCALE = 6;
const WIDTH = 120;
const HEIGHT = 44;
export const CAPTCHA_LENGTH = 4;

/** A grey-scale PNG of the digits with some noise, base64 (spec §7: the captcha is a base64 PNG). */
export function captchaPng(answer: string, random: () => number): string {
  const data = new Uint8Array(WIDTH * HEIGHT).fill(235);
  for (let i = 0; i < data.length; i++) if (random() < 0.08) data[i] = 150 + Math.floor(random() * 60);
  [...answer].forEach((digit, index) => {
    const glyph = FONT[digit] ?? '';
    const left = 12 + index * 26;
    const top = 7 + Math.floor(random() * 4);
    for (let row = 0; row < 5; row++)
      for (let col = 0; col < 3; col++)
        if (glyph[row * 3 + col] === '1')
          for (let y = 0; y < SCALE; y++)
            for (let x = 0; x < SCALE; x++) data[(top + row * SCALE + y) * WIDTH + left + col * SCALE + x] = 30;
  });
  const png = encode({ width: WIDTH, height: HEIGHT, data, channels: 1, depth: 8 });
  let binary = '';
  for (const byte of png) binary += String.fromCharCode(byte);
  return btoa(binary);
}
