import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Carousel } from './carousel';

const Banner = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 3 / 1;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const slides = ['Welcome bonus 100%', 'Weekly cashback', 'VIP club'].map((text) => <Banner key={text}>{text}</Banner>);

const meta = {
  title: 'ui-kit/Carousel',
  component: Carousel,
  args: { label: 'Promotions', slides },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const NoAutoPlay: Story = { args: { autoPlay: false } };
export const OneSlide: Story = { args: { slides: slides.slice(0, 1) } };
