// Playwright drives Debian's Chromium; no test may download a browser. Installs it when we may.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() === 0) {
  console.log("Chromium is missing: installing Debian's chromium package…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (existsSync(CHROMIUM)) process.exit(0);
}
console.error(
  `The end-to-end tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`,
);
process.exit(1);
