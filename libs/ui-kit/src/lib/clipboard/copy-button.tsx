import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonProps } from '../button/button';
import { Copy, Icon } from '../icons/icons';
import type { CopyOutcome } from './use-copy-outcome';

/** Icon and word on one line: "Kopyahin" broke in two beside a phone's account number. */
const CopyButtonBox = styled(Button)<{ $compact: boolean }>`
  white-space: nowrap;
  /* Smaller but as tall, where it shares a row with the value it copies (a pay-in's account number keeps its line). */
  ${({ $compact, theme }) => $compact && `font-size: ${theme.fontSize.sm}; padding-inline: ${theme.space.sm};`}
`;

/**
 * A button that copies: the copy icon before its words. What it copies is the caller's `onClick` (`useCopyOutcome`).
 * `compact` where it stands beside its value in a row.
 */
export function CopyButton({ children, compact = false, ...props }: ButtonProps & { compact?: boolean }) {
  return (
    <CopyButtonBox $compact={compact} {...props}>
      <Icon icon={Copy} size="sm" /> {children}
    </CopyButtonBox>
  );
}

const Note = styled.p<{ $failed: boolean }>`
  margin: 0;
  color: ${({ $failed, theme }) => ($failed ? theme.colors.danger : theme.colors.success)};
`;

/**
 * What the last copy did, said aloud (a button whose label changed would not be): a polite status, there and empty
 * before it speaks (a live region added with its words is not always announced), and a refusal read out at once, since
 * the player must now copy by hand. Each press's words are drawn afresh, so copying twice is announced twice. The focus
 * stays on the button.
 */
export function CopyOutcomeNote({
  copied,
  copiedText,
  failedText,
}: {
  copied: CopyOutcome | undefined;
  copiedText: ReactNode;
  failedText: ReactNode;
}) {
  return (
    <>
      <Note role="status" $failed={false}>
        {copied?.outcome === 'copied' && <span key={copied.press}>{copiedText}</span>}
      </Note>
      {copied?.outcome === 'failed' && (
        <Note key={copied.press} role="alert" $failed>
          {failedText}
        </Note>
      )}
    </>
  );
}
