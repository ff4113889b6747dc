import { useEffect, useRef, useState, type Key, type ReactNode, type RefObject } from 'react';
import styled, { css } from 'styled-components';
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
 * It is also the container the table measures itself against, to turn into cards where it is narrow.
 */
const Scroll = styled.div`
  overflow-x: auto;
  contain: inline-size;
  container-type: inline-size;

  ${focusRing}
`;

/** Each record a card: the header row hides and each value carries its column's name. */
const cards = css`
  thead {
    ${visuallyHidden}
  }

  tr,
  td {
    display: block;
  }

  /* Side by side where two fit (a center's panel on a desktop): one card the panel's width put each name far from
     its value. */
  tbody {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ theme }) => theme.layout.cardColumn}), 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }

  tr {
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
`;

const Table = styled.table<{ $columns: number }>`
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

  /*
   * An amount or a time is read as one: it does not break at its sign or its date's hyphens. A header
   * may wrap, so its words never make its column wider than the values under it.
   */
  td[data-align='end'],
  time {
    white-space: nowrap;
  }

  [data-align='end'] {
    text-align: end;
  }

  /* On a phone each record is a card. */
  @media ${({ theme }) => theme.media.phone} {
    ${cards}
  }

  /*
   * Cards too where the place is narrower than the columns need (a center's panel on a desktop): a
   * table cut at its edge hid the end of a column, a loss's minus sign with it.
   */
  @container (max-width: calc(${({ theme }) => theme.layout.tableColumn} * ${({ $columns }) => $columns})) {
    ${cards}
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

/**
 * Records as a table where its columns fit and as stacked cards on a phone or in a narrower place,
 * from one semantic `<table>`.
 */
export function RecordTable<R>({ caption, columns, records, recordKey }: RecordTableProps<R>) {
  const place = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(place);
  return (
    // A group, not a region: a table sits in a card or page of its own name, which is the landmark.
    <Scroll ref={place} {...(scrolls && { tabIndex: 0, role: 'group', 'aria-label': caption })}>
      <Table $columns={columns.length}>
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
