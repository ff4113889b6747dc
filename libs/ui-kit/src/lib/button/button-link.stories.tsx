import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from './button-link';

/** A link drawn as a button: it goes to a page (a promotion's operator page), where a Button does something here. */
const meta = {
  title: 'ui-kit/ButtonLink',
  component: ButtonLink,
  args: { children: 'More about this offer', variant: 'ghost', href: 'https://example.com/', target: '_blank' },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] } },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Primary: Story = { args: { variant: 'primary', children: 'Open the guide' } };
