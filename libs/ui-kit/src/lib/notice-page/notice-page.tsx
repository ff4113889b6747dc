import type { ReactNode } from 'react';
import styled from 'styled-components';

const Main = styled.main`
  /* The visible screen: a phone's vh also counts the browser's bars, so the card sat below the middle and the
     page scrolled by their height. vh first for browsers without svh. */
  min-block-size: 100vh;
  min-block-size: 100svh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Card = styled.section`
  max-width: ${({ theme }) => theme.size.sheet};
  text-align: center;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

export interface NoticePageProps {
  title: ReactNode;
  children?: ReactNode;
  /** Buttons, under the text. */
  actions?: ReactNode;
}

/** A whole page that says one thing: maintenance, region restriction, a startup failure. */
export function NoticePage({ title, children, actions }: NoticePageProps) {
  return (
    <Main>
      <Card aria-labelledby="notice-page-title">
        <Title id="notice-page-title">{title}</Title>
        {children}
        {actions && <div>{actions}</div>}
      </Card>
    </Main>
  );
}
