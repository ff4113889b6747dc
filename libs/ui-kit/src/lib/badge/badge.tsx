import type { ReactNode } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'primary' | 'secondary' | 'success' | 'warning' | 'danger' | 'neutral';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding-inline: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  white-space: nowrap;
  /* Tinted background, the tone as text: readable on every palette. */
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : $tone === 'neutral' ? theme.colors.background : theme.colors.surface)};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.onPrimary : $tone === 'neutral' || $tone === 'secondary' ? theme.colors.text : theme.colors[$tone])};
  border: ${({ theme, $tone }) => `${theme.size.border} solid ${$tone === 'primary' ? theme.colors.primary : $tone === 'neutral' ? theme.colors.border : $tone === 'secondary' ? theme.colors.secondary : theme.colors[$tone]}`};
`;

/** A short status or label ("Hot", "New", "Pending"). */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <Pill $tone={tone}>{children}</Pill>;
}
