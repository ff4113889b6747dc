import styled from 'styled-components';
import { focusRing } from '@wl/ui-kit';

/** A round 44 × 44 button holding one icon; its name comes from `aria-label`. */
export const IconButton = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: ${({ theme }) => theme.size.border} solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
  }
  ${focusRing}
`;
