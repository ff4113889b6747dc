import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { buttonLook, type ButtonVariant } from './button';

const StyledLink = styled.a<{ $variant: ButtonVariant }>`
  ${buttonLook}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-decoration: none;
`;

export interface ButtonLinkProps extends ComponentPropsWithRef<'a'> {
  variant?: ButtonVariant;
}

/**
 * A link drawn as a button: it goes to a page (a new tab, a middle click and a screen reader's "link" work as for any
 * link), where a `Button` does something here. Another site's page opens in a new tab without its opener.
 */
export function ButtonLink({ variant = 'primary', target, rel, ...props }: ButtonLinkProps) {
  return <StyledLink $variant={variant} target={target} rel={target === '_blank' ? 'noopener noreferrer' : rel} {...props} />;
}
