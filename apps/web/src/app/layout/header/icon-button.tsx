import styled from 'styled-components';
import { TOUCH_TARGET } from '../phone';

/** A round 44 × 44 button holding one icon; its name comes from `aria-label`. */
export const IconButton = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${TOUCH_TARGET};
  height: ${TOUCH_TARGET};
  padding: 0;
  border: thin solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: medium solid ${({ theme }) => theme.colors.primary};
    outline-offset: ${({ theme }) => theme.space.xs};
  }
`;
