import { useEffect, useRef, useState, type Key, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../common/styles';

export interface RecordColumn<R> {
  key: string;
  /** A string: on a phone it labels the value inside each stacked card. */
  header: string;
  render: (record: R) => ReactNode;
  /** Amounts and counts line up at the end. */
  align?: 'start' | 'end';
}

export interface RecordTableProps<R> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: readonly RecordColumn<R>[];
  records: readonly R[];
  recordKey: (record: R) => Key;
}

/**
 * The table's place on the page: as wide as the page gives it (its contents claim no width, so a wide
 * table never widens its panel or the fields above it), scrolling sideways when the table needs more.
 */
const Scroll = styled.div`
  overflow-x: auto;
  contain: inline-size;

  ${focusRing}
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;

  caption {
    ${visuallyHidden}
  }

  th,
  td {
    padding-block: ${({ theme }) => theme.space.sm};
    padding-inline: ${({ theme }) => theme.space.sm};
    text-align: start;
    border-block-end: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
  }

  th {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.muted};
  }

  /* An amount or a time is read as one: it does not break at its sign or its date's hyphens. */
  [data-align='end'],
  time {
    white-space: nowrap;
  }

  [data-align='end'] {
    text-align: end;
  }

  /* On a phone each record is a card: the header row hides and each value carries its column's name. */
  @media ${({ theme }) => theme.media.phone} {
    thead {
      ${visuallyHidden}
    }

    tbody,
    tr,
    td {
      display: block;
    }

    tr {
      margin-block-end: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.sm};
      background: ${({ theme }) => theme.colors.surface};
      border: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
      border-radius: ${({ theme }) => theme.radius.md};
    }

    td {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space.md};
      border: 0;
      padding-inline: 0;
      padding-block: ${({ theme }) => theme.space.xs};
      text-align: end;
    }

    /* A value a record does not have (a bet's reference) leaves no name standing alone in its card. */
    td:empty {
      display: none;
    }

    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.muted};
      font-size: ${({ theme }) => theme.fontSize.sm};
      text-align: start;
    }
  }
`;

/**
 * Whether the table is wider than its place. Only then is the place a named stop in the Tab order, so a
 * keyboard can scroll it where the browser does not make scrolling areas focusable (Safari); a table
 * that fits adds no stop.
 */
function useOverflows(place: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [place]);
  return overflows;
}

/** Records as a table on wide screens and as stacked cards on a phone, from one semantic `<table>`. */
export function RecordTable<R>({ caption, columns, records, recordKey }: RecordTableProps<R>) {
  const place = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(place);
  return (
    // A group, not a region: a table sits in a card or page of its own name, which is the landmark.
    <Scroll ref={place} {...(scrolls && { tabIndex: 0, role: 'group', 'aria-label': caption })}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={recordKey(record)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.header} data-align={column.align}>
                  {column.render(record)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
