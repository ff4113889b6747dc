import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** A heading makes the card a labelled region of the page. */
  heading?: ReactNode;
  /** Actions at the heading's inline end. */
  actions?: ReactNode;
  /** 3 for a card inside a section that has its own level-2 heading (a card of cards), so the outline nests. */
  headingLevel?: 2 | 3;
}

const Box = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.elevation.card};
  padding: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

// Wraps: on a phone an action that does not fit beside the heading goes under it, whole, rather than both breaking.
const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-family: ${({ theme }) => theme.fonts.display};
`;

/**
 * A surface that groups related content. A heading given as text (an operator's title, a message
 * formatted to a string) is isolated in its own words' direction: an English title in a
 * right-to-left page keeps its punctuation at its end ("Welcome bonus 100%", not "100% Welcome bonus").
 */
export function Card({ heading, actions, headingLevel = 2, children, ...rest }: CardProps) {
  const id = useId();
  return (
    <Box aria-labelledby={heading ? id : undefined} {...rest}>
      {(heading || actions) && (
        <Head>
          {heading && (
            <Heading id={id} as={headingLevel === 3 ? 'h3' : 'h2'}>
              {typeof heading === 'string' ? <bdi>{heading}</bdi> : heading}
            </Heading>
          )}
          {actions}
        </Head>
      )}
      {children}
    </Box>
  );
}
