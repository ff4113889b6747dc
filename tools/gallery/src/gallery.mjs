// `npm run gallery`: screenshots of every built brand (tools/gallery/src/gallery.shots.ts, run by
// Playwright in Debian's Chromium), then dist/gallery/index.html, the page an operator opens to
// review a brand before release. The brands and the sandbox server must be built first (the npm
// script does it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '../../..');
const galleryDir = join(repo, 'dist/gallery');
/** The order an operator reviews in; labels come from the shots themselves. */
const SHOT_ORDER = ['home', 'lobby', 'login', 'member-center', 'rtl'];
const VIEWPORT_ORDER = ['phone', 'desktop'];

rmSync(galleryDir, { recursive: true, force: true });
const run = spawnSync(join(repo, 'node_modules/.bin/playwright'), ['test', '-c', 'tools/gallery/playwright.config.ts'], {
  cwd: repo,
  stdio: 'inherit',
});

/** @param {string} value */
const escape = (value) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** @typedef {{ id: string, label: string, viewport: string, file: string }} Shot */
const brands = existsSync(galleryDir)
  ? readdirSync(galleryDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => {
        const manifests = readdirSync(join(galleryDir, entry.name))
          .filter((file) => /^shots-.*\.json$/.test(file))
          .map(
            (file) =>
              /** @type {{ code: string, name: string, shots: Shot[] }} */ (
                JSON.parse(readFileSync(join(galleryDir, entry.name, file), 'utf8'))
              ),
          );
        return { code: entry.name, name: manifests[0]?.name ?? entry.name, shots: manifests.flatMap((m) => m.shots) };
      })
      .sort((a, b) => a.code.localeCompare(b.code))
  : [];

const sections = brands.map(({ code, name, shots }) => {
  const rows = SHOT_ORDER.flatMap((id) => {
    const ofShot = shots.filter((shot) => shot.id === id);
    if (ofShot.length === 0) return [];
    const cells = VIEWPORT_ORDER.map((viewport) => {
      const shot = ofShot.find((s) => s.viewport === viewport);
      return shot
        ? `<td><a href="${code}/${shot.file}"><img src="${code}/${shot.file}" alt="${escape(`${name}: ${shot.label}, ${viewport}`)}" loading="lazy" class="${viewport}"></a></td>`
        : '<td class="missing">not taken</td>';
    });
    return [`<tr><th scope="row">${escape(ofShot[0].label)}</th>${cells.join('')}</tr>`];
  });
  return `<section id="${code}">
  <h2>${escape(name)} <small>${code}</small></h2>
  <table><thead><tr><th></th><th scope="col">Phone 390 × 844</th><th scope="col">Desktop 1366 × 900</th></tr></thead>
  <tbody>${rows.join('\n')}</tbody></table>
</section>`;
});

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Brand gallery</title>
<style>
  body { margin: 0 auto; max-width: 1600px; padding: 1rem; font-family: system-ui, sans-serif; color: #1c1c1c; background: #f4f4f4; }
  nav a { margin-inline-end: 1rem; }
  section { margin: 2rem 0; padding: 1rem; background: #fff; border-radius: 8px; }
  table { border-collapse: collapse; }
  th, td { padding: .5rem; vertical-align: top; text-align: start; }
  img { display: block; border: 1px solid #ccc; }
  img.phone { width: 195px; }
  img.desktop { width: 683px; }
  small { color: #5c5c5c; font-weight: normal; }
  .missing { color: #b3261e; }
</style>
</head>
<body>
<h1>Brand gallery</h1>
<p>Every brand as a player sees it, taken by <code>npm run gallery</code> on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Select a screenshot for full size.</p>
<nav>${brands.map(({ code, name }) => `<a href="#${code}">${escape(name)}</a>`).join('')}</nav>
${sections.join('\n')}
</body>
</html>
`;
mkdirSync(galleryDir, { recursive: true });
writeFileSync(join(galleryDir, 'index.html'), html);
console.log(
  `Gallery: ${join(galleryDir, 'index.html')} (${brands.length} brands, ${brands.reduce((n, b) => n + b.shots.length, 0)} screenshots)`,
);
process.exitCode = run.status ?? 1;
