import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from './icons';
import { Icon } from './icons';

const glyphs = Object.entries(icons).filter(([name]) => name !== 'Icon');

function Sheet() {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 16, listStyle: 'none', padding: 0 }}>
      {glyphs.map(([name, glyph]) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon icon={glyph as icons.IconComponent} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'ui-kit/Icons', component: Sheet } satisfies Meta<typeof Sheet>;
export default meta;
export const All: StoryObj<typeof meta> = {};
