import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.div`
  display: grid;
  /* One column no wider than the page: chip rows and tables scroll inside it instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ContentPageProps {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every content page shares: one heading (the page's LCP candidate), an optional intro, the content. A title
 * given as text (an operator's) is isolated in its own direction, as the ui-kit `Card` does for its heading.
 */
export function ContentPage({ title, intro, children }: ContentPageProps) {
  return (
    <Page>
      <Title>{typeof title === 'string' ? <bdi>{title}</bdi> : title}</Title>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Page>
  );
}
