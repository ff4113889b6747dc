#!/usr/bin/env node
// Adds (or replaces) messages in the catalogs, keeping every catalog's keys sorted.
// Input: a JSON file { "<LANG>": { "<key>": "<text>", … }, … } for any of the catalog languages.
// Usage: node tools/i18n-check/scripts/add-messages.mjs messages.json [--remove key1,key2]
// It takes a lock, so several people (or scripts) can add messages at once without losing any.
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CATALOGS = new URL('../../../libs/i18n/src/lib/catalogs/', import.meta.url).pathname;
const LOCK = join(CATALOGS, '.lock');

const [input, flag, removeList] = process.argv.slice(2);
if (!input) {
  console.error('usage: add-messages.mjs <messages.json> [--remove key1,key2]');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(input, 'utf8'));
const removals = flag === '--remove' && removeList ? removeList.split(',') : [];

async function withLock(work) {
  for (let attempt = 0; ; attempt++) {
    try {
      closeSync(openSync(LOCK, 'wx'));
      break;
    } catch {
      if (attempt > 600) throw new Error(`catalog lock ${LOCK} held for a minute; remove it if no one is writing`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    work();
  } finally {
    rmSync(LOCK, { force: true });
  }
}

await withLock(() => {
  for (const [language, messages] of Object.entries(additions)) {
    const file = join(CATALOGS, `${language}.json`);
    if (!existsSync(file)) throw new Error(`no catalog ${file}`);
    const catalog = JSON.parse(readFileSync(file, 'utf8'));
    Object.assign(catalog, messages);
    for (const key of removals) delete catalog[key];
    const sorted = Object.fromEntries(
      Object.keys(catalog)
        .sort()
        .map((key) => [key, catalog[key]]),
    );
    writeFileSync(`${file}.tmp`, `${JSON.stringify(sorted, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  }
  console.log(
    `added ${Object.values(additions).reduce((n, m) => n + Object.keys(m).length, 0)} messages to ${Object.keys(additions).join(', ')}`,
  );
});
