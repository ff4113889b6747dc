import { describe, expect, it } from 'vitest';
import { defaultBrandJson, type BrandJson } from '../testing/brand-workspace';
import { parseBrand } from '@wl/brand/schema';
import { contentSecurityPolicy, nginxConfig, securityHeaders } from './nginx';

const brand = (apiBaseUrl = '', edit: (json: BrandJson) => void = () => undefined) => {
  const json = { ...defaultBrandJson(), apiBaseUrl };
  edit(json);
  const parsed = parseBrand(json);
  if (!parsed.ok) throw new Error('the default brand must be valid');
  return parsed.brand;
};

describe('content security policy', () => {
  it('allows exactly what the site loads: no font files and no audio or video, as it has none', () => {
    expect(contentSecurityPolicy(brand()).split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'none'",
      "connect-src 'self' blob: https:",
      "frame-src 'self' https:",
      "media-src 'none'",
      "manifest-src 'self'",
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
      'upgrade-insecure-requests',
    ]);
  });

  it('allows scripts only from the site and no other site to embed it, while the lottery frame may show its lobby', () => {
    const csp = contentSecurityPolicy(brand());
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(securityHeaders(brand())['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('lets the site call the merchant API and any failover domain the merchant lists at run time, over https', () => {
    expect(contentSecurityPolicy(brand())).toContain("connect-src 'self' blob: https:;");
    expect(contentSecurityPolicy(brand('https://api.acme.example/v2/'))).toContain("connect-src 'self' blob: https:;");
    expect(contentSecurityPolicy(brand('http://127.0.0.1:4300'))).toContain("connect-src 'self' blob: https: http://127.0.0.1:4300;");
  });
});

describe('sample nginx config', () => {
  it('repeats every security header in every location, since nginx does not inherit add_header into one that sets its own', () => {
    const config = nginxConfig(brand());
    const locations = config.split(/\n {4}location /).slice(1);
    expect(locations).toHaveLength(5);
    for (const location of locations) {
      for (const name of Object.keys(securityHeaders(brand()))) expect(location).toContain(`add_header ${name} `);
    }
  });

  it('caches hashed assets forever and serves index.html for history-mode routes', () => {
    const config = nginxConfig(brand());
    expect(config).toMatch(/location \/assets\/ \{[^}]*max-age=31536000, immutable/);
    expect(config).toContain('try_files $uri /index.html;');
  });

  it('answers a missing robots.txt or sitemap.xml with 404, not the app: a brand without an seo block has no sitemap', () => {
    const config = nginxConfig(brand('', (json) => delete json['seo']));
    const crawlerFiles = config.split('\n    location ').find((block) => block.startsWith('~ ^/(robots\\.txt|sitemap\\.xml)$ {'));
    expect(crawlerFiles).toContain('try_files $uri =404;');
  });

  it("caches successes only, so a missing chunk's 404 is not kept for a year; every answer has the security headers", () => {
    const config = nginxConfig(brand());
    expect(config).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(config).not.toMatch(/Cache-Control "[^"]*" always/);
    expect(config).toMatch(/add_header Content-Security-Policy "[^"]*" always;/);
  });

  it('shows where to proxy the API when the brand expects it on its own origin', () => {
    expect(nginxConfig(brand())).toContain('# location ~ ^/(wps|lgw|lotto)/ {');
    expect(nginxConfig(brand('https://api.acme.example'))).not.toContain('proxy_pass');
  });

  it('keeps a name with a line break inside its comment: the break would start a directive of its own', () => {
    const name = 'Acme\n    location /x { return 200 "pwned"; }\r\t';
    const config = nginxConfig({ ...brand(), name });
    expect(config.split('\n')[0]).toBe(
      '# Sample nginx config for "Acme     location /x { return 200 "pwned"; } " (brand default), written by the brand factory.',
    );
    expect(config).not.toMatch(/^\s*location \/x/m);
  });
});
