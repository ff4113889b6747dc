import type { BrandConfig } from '@wl/brand';

/**
 * What the site loads, and from where. Scripts and styles come from the site itself; styled-components
 * and the first-paint `<style>` need inline styles; game icons and launched games come from CDN and
 * vendor hosts that the merchant API names at run time, so images and frames allow any https origin.
 * The inlined brand config is JSON, not a script, so `script-src` needs no exception for it.
 */
export function contentSecurityPolicy(brand: Pick<BrandConfig, 'apiBaseUrl'>): string {
  // An https API is among `https:`; only a plain-http one (a test setup) must be named.
  const httpApi = brand.apiBaseUrl.startsWith('http:') ? ` ${new URL(brand.apiBaseUrl).origin}` : '';
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob: https:",
    // The system font stack: the site loads no font file (docs/decisions.md, First paint).
    'font-src': "'none'",
    // blob: — Chromium reads a file the player picked (activity and receipt images) through a blob: URL;
    // such URLs can only be made by the page itself, so this opens no way out.
    // https: — the API's failover domains (spec §3, `GET /wps/system/domainRoute`) arrive at run time, and a merchant
    // publishes new ones exactly when the old are blocked, so no list written at build time could hold them.
    'connect-src': `'self' blob: https:${httpApi}`,
    'frame-src': "'self' https:",
    // No audio or video anywhere (and none allowed in operators' notices): a media load is a fault to see.
    'media-src': "'none'",
    'manifest-src': "'self'",
    'worker-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    // The site's own pages only: a lottery vendor's way back opens our lobby inside the lottery's frame (its
    // backUrl), and the frame closes when it reads that it got there. 'none' refused that page, leaving the player on
    // the browser's "refused to connect" inside the frame. Other sites still cannot embed the site.
    'frame-ancestors': "'self'",
    'upgrade-insecure-requests': '',
  };
  return Object.entries(directives)
    .map(([name, value]) => (value ? `${name} ${value}` : name))
    .join('; ');
}

export function securityHeaders(brand: Pick<BrandConfig, 'apiBaseUrl'>): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(brand),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // Customer-service and game popups keep working; other sites cannot script this window.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/** A long-lived cache for hashed build files, revalidation for everything whose name stays the same. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Text as it may stand in an nginx comment: a comment ends at a line break, so a name holding one would start a
 * directive. The schema refuses control characters in the name; this keeps the sample safe for any config it is given.
 */
const commentText = (text: string) => text.replace(/\p{Cc}+/gu, ' ');

/**
 * A sample nginx server for one stamped brand. nginx drops a server's `add_header`s in any
 * location that sets its own, so every location repeats the security headers.
 */
export function nginxConfig(brand: BrandConfig): string {
  // Security headers on every answer (`always`); the caching rule only on successes, so a briefly
  // missing chunk's 404 is not kept for a year.
  const headers = (cacheControl: string) =>
    [
      ...Object.entries(securityHeaders(brand)).map(([name, value]) => `        add_header ${name} "${value}" always;`),
      `        add_header Cache-Control "${cacheControl}";`,
    ].join('\n');
  const sameOriginApi = brand.apiBaseUrl
    ? `    # The merchant API answers at ${commentText(brand.apiBaseUrl)} (apiBaseUrl), so nothing is proxied here.`
    : [
        '    # apiBaseUrl is empty: the merchant API answers on this origin. Point this at it.',
        '    # location ~ ^/(wps|lgw|lotto)/ {',
        '    #     proxy_pass https://merchant-api.example.com;',
        '    #     proxy_set_header Host merchant-api.example.com;',
        '    #     proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        '    # }',
      ].join('\n');
  return `# Sample nginx config for "${commentText(brand.name)}" (brand ${brand.code}), written by the brand factory.
# Copy the folder dist/brands/${brand.code}/ to the server root below, then adapt server_name and certificates.

server {
    listen 80;
    listen [::]:80;
    server_name ${brand.code}.example.com;
    return 301 https://$host$request_uri;
}

server {
    listen 443 ssl;
    listen [::]:443 ssl;
    http2 on;
    server_name ${brand.code}.example.com;
    ssl_certificate     /etc/ssl/${brand.code}/fullchain.pem;
    ssl_certificate_key /etc/ssl/${brand.code}/privkey.pem;

    root /srv/brands/${brand.code};
    index index.html;
    charset utf-8;
    server_tokens off;
    # The brand factory writes .br and .gz beside every text file: serve those instead of compressing
    # on each request (gzip_static is in stock nginx; brotli_static needs the ngx_brotli module, so
    # uncomment it where that module is loaded). Both add "Vary: Accept-Encoding".
    gzip_static on;
    # brotli_static on;
    gzip on;
    gzip_vary on;
    gzip_types text/css application/javascript application/json application/manifest+json image/svg+xml text/plain application/xml;

    # Hashed build output (and the brand's hashed logo, favicon and share image) never changes under its name.
    location /assets/ {
${headers(IMMUTABLE)}
        try_files $uri =404;
    }

    # The brand folder under its own names (links from outside the site): they keep their names across releases.
    location /brand/ {
${headers(REVALIDATE)}
        try_files $uri =404;
    }

    # The crawlers' files: a brand without an seo block has no sitemap, and the app's HTML under its name would be
    # read as a broken sitemap.
    location ~ ^/(robots\\.txt|sitemap\\.xml)$ {
${headers(REVALIDATE)}
        try_files $uri =404;
    }

    location = /manifest.webmanifest {
        types { }
        default_type application/manifest+json;
${headers(REVALIDATE)}
    }

    # History-mode routes: any other path is the app.
    location / {
${headers(REVALIDATE)}
        try_files $uri /index.html;
    }

${sameOriginApi}
}
`;
}
