/** Reads a cookie (spec §9), in a module of its own: the first screen reads the remembered name without the writers. */
export function readCookie(name: string, doc: Document = document): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = doc.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  return found === undefined ? null : decodeURIComponent(found.slice(prefix.length));
}
