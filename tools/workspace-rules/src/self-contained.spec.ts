import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const workspaceRoot = resolve(import.meta.dirname, '../../..');
const committed = execFileSync('git', ['ls-files'], { cwd: workspaceRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
const thisFile = relative(workspaceRoot, import.meta.filename);
const text = (file: string) => readFileSync(resolve(workspaceRoot, file), 'utf8');
const textFiles = committed.filter(
  (file) => /\.(?:ts|tsx|mjs|js|json|md)$/.test(file) && file !== thisFile && existsSync(resolve(workspaceRoot, file)),
);

describe('the repository stands on its own', () => {
  it('no file points at documents outside it (the old spec, design, contract or toolchain notes)', () => {
    const outside = /\.\.\/shared\/(?:spec|DESIGN|CONTRACT|TOOLCHAIN)|(?<![\w/-])(?:SPEC|DESIGN|CONTRACT|TOOLCHAIN)\.md/;
    expect(textFiles.filter((file) => outside.test(text(file)))).toEqual([]);
  });

  it('every relative link of the README and docs/ reaches a committed file', () => {
    const broken = committed
      .filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')))
      .flatMap((file) =>
        [...text(file).matchAll(/\]\((?!https?:|#)([^)#\s]+)/g)]
          .map((match) => resolve(workspaceRoot, dirname(file), match[1]))
          .filter((target) => !target.includes('/dist/') && !existsSync(target))
          .map((target) => `${file} → ${relative(workspaceRoot, target)}`),
      );
    expect(broken).toEqual([]);
  });
});
