import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const workspaceRoot = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: workspaceRoot });

/** Lints a small component as if it were `file`, and returns the design-token rule's complaints. */
async function tokenErrors(file: string, styles: string, jsx = '<Box />'): Promise<string[]> {
  const source = `import styled from 'styled-components';\nconst Box = styled.div\`${styles}\`;\nexport const Shown = () => ${jsx};\n`;
  const [result] = await eslint.lintText(source, { filePath: resolve(workspaceRoot, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('design tokens: components take colours, sizes, fonts and layers from the theme', () => {
  it.each([
    ['a hex colour', 'color: #ff0000;', 'A colour'],
    ['an rgb colour', 'background: rgba(0, 0, 0, 0.5);', 'A colour'],
    ['a pixel size', 'min-height: 44px;', 'A size'],
    ['a rem size', 'font-size: 0.875rem;', 'A size'],
    ['a share of the window', 'max-block-size: 85vh;', 'A size'],
    ['a share of the dynamic window', 'inline-size: 60dvw;', 'A size'],
    ['a font name', 'font-family: Arial, sans-serif;', 'A font'],
    ['a layer number', 'z-index: 10;', 'A layer'],
  ])('rejects %s in a styled component', async (_case, styles, kind) => {
    expect(await tokenErrors('libs/ui-kit/src/lib/fixture.tsx', styles)).toEqual([expect.stringContaining(kind)]);
  });

  it("rejects a focus ring built from its parts: the ring is ui-kit's", async () => {
    const fromTheme = (token: string) => `\${({ theme }) => theme.${token}}`;
    const ownRing = `&:focus-visible { outline: ${fromTheme('focusRing.width')} solid red; }`;
    expect(await tokenErrors('apps/web/src/app/fixture.tsx', ownRing)).toEqual([
      expect.stringContaining('The focus ring comes from ui-kit'),
    ]);
  });

  it('rejects a colour attribute and an inline style in JSX', async () => {
    expect(await tokenErrors('libs/games/src/lib/fixture.tsx', '', '<Box color="#123456" style={{ width: 320 }} />')).toHaveLength(2);
  });

  it('accepts the theme, proportions, the whole window and keywords', async () => {
    const fromTheme = (token: string) => `\${({ theme }) => theme.${token}}`;
    const styles = `color: ${fromTheme('colors.text')}; min-height: ${fromTheme('size.touch')}; z-index: ${fromTheme('zIndex.floating')}; width: 100%; min-block-size: 100dvh; flex: 1; font: inherit;`;
    expect(await tokenErrors('apps/web/src/app/fixture.tsx', styles)).toEqual([]);
  });

  it('leaves tests and stories free to use literal values', async () => {
    expect(await tokenErrors('libs/ui-kit/src/lib/fixture.stories.tsx', 'color: #ff0000;')).toEqual([]);
  });
});
