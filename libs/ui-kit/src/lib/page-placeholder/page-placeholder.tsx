import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface PagePlaceholderProps {
  title: ReactNode;
  /** What the page will hold, in the player's language. */
  description: ReactNode;
  children?: ReactNode;
}

/** A page whose content comes later: its real title and a sentence on what it will show, never a blank. */
export function PagePlaceholder({ title, description, children }: PagePlaceholderProps) {
  return (
    <Section>
      <Title>{title}</Title>
      <Text>{description}</Text>
      {children}
    </Section>
  );
}
