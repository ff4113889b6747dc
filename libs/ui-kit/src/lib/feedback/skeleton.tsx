import styled, { keyframes } from 'styled-components';

export interface SkeletonProps {
  /** CSS length; the line's width by default fills its container. */
  inlineSize?: string;
  blockSize?: string;
  /** A circle (avatars, icons). */
  round?: boolean;
}

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Block = styled.span<{ $inline?: string; $block?: string; $round: boolean }>`
  display: block;
  inline-size: ${({ $inline }) => $inline ?? '100%'};
  block-size: ${({ $block, theme }) => $block ?? theme.fontSize.md};
  border-radius: ${({ $round, theme }) => ($round ? theme.radius.pill : theme.radius.sm)};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} ${({ theme }) => theme.motion.slow} ease-in-out infinite alternate;

  @media ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

/** A placeholder shape while data loads; hidden from screen readers (the region says it is busy). */
export function Skeleton({ inlineSize, blockSize, round = false }: SkeletonProps) {
  return <Block aria-hidden data-skeleton="" $inline={inlineSize} $block={blockSize} $round={round} />;
}
