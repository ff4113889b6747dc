import { useRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { takenFocus, useTakeFocus } from '../common/take-focus';

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  ${takenFocus}
`;

export interface DoneLineProps extends ComponentPropsWithoutRef<'p'> {
  /** Another value says another outcome (a second redemption, the next save): the line takes the focus again. */
  focusKey?: unknown;
  /** False for an outcome shown again, not just now (a page opened on it): the focus stays where the player has it. */
  takeFocus?: boolean;
}

/**
 * What an action did, said where its button was: read out as a status, and given the focus the button could not keep
 * (an emptied form disables it, a swap takes it away) as it shows; the focus goes back when it goes, if it can.
 */
export function DoneLine({ focusKey, takeFocus = true, ...props }: DoneLineProps) {
  const line = useRef<HTMLParagraphElement>(null);
  useTakeFocus(line, takeFocus, focusKey);
  return <Line ref={line} role="status" tabIndex={-1} {...props} />;
}
