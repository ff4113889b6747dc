// Playwright drives Debian's Chromium; no test may download a browser. Installs it when we may, and
// the fonts that screenshots of Thai and Chinese need (without them those languages render as boxes).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
/** Debian's packages for the scripts of the site's languages that the default fonts lack: Thai (TH) and Chinese (CN). */
export const SCRIPT_FONTS = ['fonts-thai-tlwg', 'fonts-noto-cjk'];

const root = process.getuid?.() === 0;
const apt = (packages) =>
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit' });
/** Whether Debian's package is installed (checked only where dpkg is: another system brings its own fonts). */
const installed = (pkg) =>
  spawnSync('dpkg', ['--status', pkg], { encoding: 'utf8' }).stdout?.includes('Status: install ok installed') ?? false;

if (!existsSync(CHROMIUM) && root) {
  console.log("Chromium is missing: installing Debian's chromium package…");
  apt(['chromium']);
}
if (!existsSync(CHROMIUM)) {
  console.error(
    `The end-to-end tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`,
  );
  process.exit(1);
}

// Fonts only change how screenshots look, so a missing one is a warning, never a failure.
const missingFonts = existsSync('/usr/bin/dpkg') ? SCRIPT_FONTS.filter((pkg) => !installed(pkg)) : [];
if (missingFonts.length > 0 && root) {
  console.log(`Fonts for Thai and Chinese are missing: installing ${missingFonts.join(', ')}…`);
  try {
    apt(missingFonts);
  } catch {
    console.warn(`Could not install ${missingFonts.join(', ')}: Thai and Chinese screenshots will show boxes.`);
  }
} else if (missingFonts.length > 0) {
  console.warn(
    `Thai and Chinese screenshots will show boxes without ${missingFonts.join(', ')}. Install them with:\n  sudo apt-get install -y ${missingFonts.join(' ')}`,
  );
}
