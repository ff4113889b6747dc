/** Letters whose stroke is part of the letter, so NFD leaves them whole: "Đua Ngựa" is found as "dua ngua". */
const STROKED: Readonly<Record<string, string>> = { đ: 'd', ø: 'o', ł: 'l' };

/**
 * Text as a search compares it, in every language the same way: case, accents and strokes do not matter, so "deposito"
 * finds "Depósito" and "dang" finds "Đăng". Lower-cased without the host's locale, which would fold "I" otherwise in Turkish.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[đøł]/gu, (letter) => STROKED[letter] ?? letter)
    .trim();
}
