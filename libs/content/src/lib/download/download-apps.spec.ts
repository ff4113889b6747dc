import { describe, expect, it } from 'vitest';
import { appsFor, platformOf } from './download-apps';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

describe('app download order', () => {
  it("puts the visitor's platform first", () => {
    expect(appsFor(platformOf(ANDROID)).map((entry) => entry.app)).toEqual(['android', 'ios', 'iosLite']);
    expect(appsFor(platformOf(IPHONE)).map((entry) => entry.app)).toEqual(['ios', 'iosLite', 'android']);
  });

  it('keeps the spec order on a desktop', () => {
    expect(appsFor(platformOf(DESKTOP)).map((entry) => entry.app)).toEqual(['ios', 'iosLite', 'android']);
  });
});
