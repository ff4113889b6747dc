import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonProps } from '../button/button';
import { Copy, Icon } from '../icons/icons';
import type { CopyOutcome } from './use-copy-outcome';

/**
 * Icon and word on one line ("Kopyahin" broke in two beside a phone's account number), and smaller than other buttons
 * but as tall: it shares its row with the value it copies, which keeps its own line beside it on a phone.
 */
const CopyButtonBox = styled(Button)`
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.sm};
  padding-inline: ${({ theme }) => theme.space.sm};
`;

/** A button that copies: the copy icon before its words. What it copies is the caller's `onClick` (`useCopyOutcome`). */
export function CopyButton({ children, ...props }: ButtonProps) {
  return (
    <CopyButtonBox {...props}>
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
