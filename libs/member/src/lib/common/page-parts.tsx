import styled from 'styled-components';

export const Success = styled.p.attrs({ role: 'status' })`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
`;

/** A problem of the page's own (not a call's, which `FailureMessage` tells), read out as it comes. */
export const Failure = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const PageStack = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

export const PageTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.tile}, 1fr));
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
