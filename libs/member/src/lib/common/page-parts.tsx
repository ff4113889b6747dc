import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

export const PageStack = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
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

/** What a save form needs of its mutation's state. */
interface SaveState {
  isSuccess: boolean;
  reset: () => void;
}

/**
 * The line a save form shows after Save: its "saved" (the mutation's success) or "nothing to save", said rather than
 * nothing happening when no field changed. An edit takes either away: it no longer describes what is on screen.
 * A failure stays: it still holds.
 */
export function useSaveFeedback(saving: SaveState) {
  const [unchanged, setUnchanged] = useState(false);
  return {
    /** The last Save was saved. */
    saved: saving.isSuccess,
    /** Save was pressed with no field changed. */
    unchanged,
    /** Save found no field changed: an earlier outcome goes, "nothing to save" shows. */
    nothingToSave: () => {
      saving.reset();
      setUnchanged(true);
    },
    /** A field was edited. */
    edited: () => {
      if (saving.isSuccess) saving.reset();
      setUnchanged(false);
    },
  };
}

type SaveFeedback = Pick<ReturnType<typeof useSaveFeedback>, 'saved' | 'unchanged'>;

const OutcomeLine = styled.p<{ $unchanged: boolean }>`
  margin: 0;
  color: ${({ theme, $unchanged }) => ($unchanged ? theme.colors.muted : theme.colors.success)};

  /* Empty, it takes no row of its form (nor their gap), yet stays in the page to be listened to. */
  &:empty {
    position: absolute;
  }
`;

/**
 * A save form's outcome, its `saved` words or "nothing to save", in one status region that is there, empty, before
 * either: a live region added together with its words is not always announced.
 */
export function SaveStatus({ feedback, saved }: { feedback: SaveFeedback; saved: ReactNode }) {
  return (
    <OutcomeLine role="status" $unchanged={!feedback.saved && feedback.unchanged}>
      {feedback.saved ? saved : feedback.unchanged && <FormattedMessage id="member.nothingToSave" />}
    </OutcomeLine>
  );
}
