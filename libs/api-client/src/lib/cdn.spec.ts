import { describe, expect, it } from 'vitest';
import { onCdn, onVisitCdn } from './cdn';

describe('CDN hosts (spec §9)', () => {
  const hosts = ['https://img1.example', 'https://img2.example/'];
  it('puts a host-relative path on a host picked at random from the list', () => {
    expect(onCdn('games/a.png', hosts, () => 0)).toBe('https://img1.example/games/a.png');
    expect(onCdn('games/a.png', hosts, () => 0.99)).toBe('https://img2.example/games/a.png');
  });
  it('leaves absolute URLs and root-relative paths alone', () => {
    expect(onCdn('https://x.example/a.png', hosts)).toBe('https://x.example/a.png');
    expect(onCdn('/__sandbox/art/game/PG-0001.svg', hosts)).toBe('/__sandbox/art/game/PG-0001.svg');
  });
  it('keeps the host picked for a list for the whole visit, so a picture asked for ahead has the address its page asks for', () => {
    const many = Array.from({ length: 20 }, (_, index) => `https://img${index}.example`);
    const first = onVisitCdn('games/a.png', many);
    expect(many.some((host) => first === `${host}/games/a.png`)).toBe(true);
    for (let page = 0; page < 10; page++) expect(onVisitCdn('games/a.png', many)).toBe(first);
  });
});
