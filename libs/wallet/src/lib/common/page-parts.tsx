import styled from 'styled-components';

/** A money page: a heading and its sections, one column. */
export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-inline-size: ${({ theme }) => theme.size.sheet};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;
