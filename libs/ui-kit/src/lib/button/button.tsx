import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../common/styles';
import { busyButton } from './busy';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /**
   * Its action is on its way: the button looks disabled and ignores presses, but keeps the focus, which a
   * `disabled` one loses to the page (a keyboard player pressing Try again would lose their place). A busy
   * submit button does not submit either: Enter in a field clicks it, and that click is cancelled.
   */
  busy?: boolean;
  /** Not allowed yet (a countdown runs): unavailable and ignoring presses as a busy one, keeping the focus too. */
  unavailable?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
  `,
};

/** The button's look, by its variant: a `Button`'s, and a `ButtonLink`'s, which goes somewhere. */
export const buttonLook = css<{ $variant: ButtonVariant }>`
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: ${({ theme }) => theme.size.borderStrong} solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}

  /* An icon beside the words: the icon size, centred on the line rather than sitting on its baseline. */
  > svg {
    inline-size: ${({ theme }) => theme.size.icon};
    block-size: ${({ theme }) => theme.size.icon};
    vertical-align: middle;
  }

  ${focusRing}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonLook}
`;

/** The themed button: a real `<button>`, type="button" unless said otherwise, 44px touch target. */
export function Button({ variant = 'primary', type = 'button', busy, unavailable, onClick, ...props }: ButtonProps) {
  return <StyledButton $variant={variant} type={type} {...busyButton(busy, onClick, unavailable)} {...props} />;
}
