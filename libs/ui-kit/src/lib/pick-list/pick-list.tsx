import type { ReactNode } from 'react';
import styled from 'styled-components';
import { bareList, focusRing } from '../common/styles';

/**
 * A list beside the item it opens (notices, an agent's announcements, the help topics): side by
 * side on a wide screen, the list above the item on a narrow one.
 */
export const ListDetail = styled.div`
  display: grid;
  grid-template-columns: minmax(${({ theme }) => theme.layout.listColumn}, 1fr) 2fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${bareList}
`;

const Item = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;

  /*
   * The open one in the brand's colour, as a center's current entry and a chosen chip: the primary tint
   * it had was, on a dark brand, a grey hardly apart from the others.
   */
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  ${focusRing}
`;

const ItemDetail = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};

  /* Muted text is made to read on the surface, not on the brand's colour. */
  [aria-current='true'] > & {
    color: inherit;
  }
`;

export interface PickListItem<Id> {
  id: Id;
  title: ReactNode;
  /** Under the title: a date, a status. */
  detail?: ReactNode;
}

export interface PickListProps<Id> {
  /** Names the list for assistive technology. */
  label: string;
  items: readonly PickListItem<Id>[];
  /** The item open beside the list: marked `aria-current`. */
  currentId: Id | undefined;
  onPick: (id: Id) => void;
}

/** A list of items to open one at a time, each a button; the open one is marked as current. */
export function PickList<Id extends string | number>({ label, items, currentId, onPick }: PickListProps<Id>) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Item type="button" aria-current={item.id === currentId} onClick={() => onPick(item.id)}>
            <span>{item.title}</span>
            {item.detail !== undefined && <ItemDetail>{item.detail}</ItemDetail>}
          </Item>
        </li>
      ))}
    </List>
  );
}
