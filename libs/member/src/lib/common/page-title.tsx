import { useContext, useEffect, useRef, type ComponentPropsWithoutRef, type RefObject } from 'react';
import styled from 'styled-components';
import { isFocusLost, takenFocus } from '@wl/ui-kit';
import { OpenedFromPage } from '../center/member-center';

/**
 * On a page opened from another, `target` (the page's title) takes the focus the pressed button lost, as the
 * menu hands it to the entry picked, so a keyboard or screen-reader player goes on from the new page's start.
 * Focus the player has put somewhere meanwhile (while the page's chunk came) stays. Says whether it applies.
 */
function useArrivalFocus(target: RefObject<HTMLElement | null>) {
  const opened = useContext(OpenedFromPage);
  useEffect(() => {
    if (opened && isFocusLost()) target.current?.focus();
  }, [opened, target]);
  return opened;
}

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  ${takenFocus}
`;

/** A member-center page's heading: on a page opened from another page's button, it takes the focus that button lost. */
export function PageTitle(props: ComponentPropsWithoutRef<'h2'>) {
  const title = useRef<HTMLHeadingElement>(null);
  const arrived = useArrivalFocus(title);
  return <Title ref={title} tabIndex={arrived ? -1 : undefined} {...props} />;
}
