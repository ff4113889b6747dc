import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { sidewaysRow, useScrollEdges } from '../common/scroll-edges';
import { useSelectedInView } from '../common/selected-in-view';
import { bareList, ringOutline, visuallyHidden } from '../common/styles';

export interface ChipOption<V extends string = string> {
  value: V;
  label: ReactNode;
}

export interface ChipsProps<V extends string> {
  /** Names the group (read as the radio group's legend; shown unless `hideLabel`). */
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly ChipOption<V>[];
  value: V;
  onChange: (value: V) => void;
  name?: string;
  /**
   * On a phone, one row that scrolls sideways, its hidden edges faded and the choice kept in view: for a long list
   * (a lobby's providers) whose wrapped rows would fill the phone's first screen before the games.
   */
  phoneRow?: boolean;
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

const Legend = styled.legend<{ $hidden: boolean }>`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

/*
 * Wraps onto more lines rather than scrolling sideways: a row cut at the phone's edge showed one
 * payment method of three, with nothing to say there were more (and in a right-to-left page the
 * rest sat off-screen before the start). Positioned, so the hidden radios (absolute) stay inside it.
 */
const Row = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A long list's one row on a phone: its faded edges say more lies beyond them, which a hard cut did not. */
const PhoneRow = styled(Row)`
  @media ${({ theme }) => theme.media.phone} {
    ${sidewaysRow}
  }
`;

const Radio = styled.input`
  ${visuallyHidden}
`;

const chipLook = css`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.size.touch};
  padding-inline: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  /* A chip moves whole to the next line; only one wider than the row alone breaks its words. */
  overflow-wrap: anywhere;
  cursor: pointer;
`;

/** A chosen chip: the brand's colour, which reads apart from the others on a light brand and a dark one alike. */
export const chosenLook = css`
  background: ${({ theme }) => theme.colors.primary};
  border-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Chip = styled.span`
  ${chipLook}

  input:checked + & {
    ${chosenLook}
  }

  input:focus-visible + & {
    ${ringOutline}
  }
`;

/** Segmented chips: one choice of a few, built on native radios (arrow keys move and select); wrapping, or a phone's row. */
export function Chips<V extends string>({ label, hideLabel = false, options, value, onChange, name, phoneRow = false }: ChipsProps<V>) {
  const fallbackName = useId();
  const row = useRef<HTMLDivElement>(null);
  // Only a phone row scrolls: a wrapping one has no edges to mark nor a choice to bring in.
  useScrollEdges(row);
  useSelectedInView(row, '[data-chosen]', value);
  const Options = phoneRow ? PhoneRow : Row;
  return (
    <Group>
      <Legend $hidden={hideLabel}>{label}</Legend>
      <Options ref={phoneRow ? row : undefined}>
        {options.map((option) => (
          <label key={option.value} data-chosen={option.value === value || undefined}>
            <Radio
              type="radio"
              name={name ?? fallbackName}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <Chip>{option.label}</Chip>
          </label>
        ))}
      </Options>
    </Group>
  );
}

const LinkRow = styled(Row).attrs({ as: 'ul' })`
  ${bareList}
`;

const ChipLink = styled.a`
  ${chipLook}
  text-decoration: none;

  &[aria-current] {
    ${chosenLook}
  }

  &:focus {
    outline: none;
  }

  &:focus-visible {
    ${ringOutline}
  }
`;

export interface ChipLinksProps<V extends string> {
  /** Names the navigation. */
  label: string;
  options: readonly ChipOption<V>[];
  /** The current one, marked as the page's (`aria-current`); none before a choice. */
  value?: V;
  hrefOf: (value: V) => string;
  /** A plain click or Enter: the app navigates itself (a modified click opens the address as the browser does). */
  onChoose: (value: V) => void;
  /** Takes the focus onto the current link when drawn: the page was redrawn around a choice made here. */
  focusCurrent?: boolean;
}

/**
 * Chips that go somewhere (a vendor whose lobby opens): links, one tab stop each, so moving along
 * them opens nothing, unlike radios, whose arrow keys choose as they move.
 */
export function ChipLinks<V extends string>({ label, options, value, hrefOf, onChoose, focusCurrent = false }: ChipLinksProps<V>) {
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusCurrent) row.current?.querySelector<HTMLElement>('[aria-current]')?.focus();
  }, [focusCurrent]);
  const follow = (event: MouseEvent, option: V) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChoose(option);
  };
  return (
    <nav aria-label={label}>
      <LinkRow ref={row}>
        {options.map((option) => (
          <li key={option.value}>
            <ChipLink
              href={hrefOf(option.value)}
              aria-current={option.value === value ? 'page' : undefined}
              onClick={(event) => follow(event, option.value)}
            >
              {option.label}
            </ChipLink>
          </li>
        ))}
      </LinkRow>
    </nav>
  );
}

const ToggleGroup = styled.div`
  /* No wider than its container, whatever the names: the row wraps within it on a phone. */
  min-inline-size: 0;
  max-inline-size: 100%;
`;

const ToggleLabel = styled.span`
  display: block;
  margin-block-end: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const ToggleChip = styled.button`
  ${chipLook}
  font: inherit;

  &[aria-pressed='true'] {
    ${chosenLook}
  }

  &:focus {
    outline: none;
  }

  &:focus-visible {
    ${ringOutline}
  }
`;

export interface ToggleChipsProps<V extends string> {
  /** Names the group, shown above it. */
  label: ReactNode;
  options: readonly ChipOption<V>[];
  value: V;
  /** Only a press chooses; pressing the current one does nothing. */
  onChange: (value: V) => void;
}

/**
 * Chips whose choice does something weighty (relaunches an open real-money game): toggle buttons,
 * one tab stop each, so moving along them chooses nothing, unlike radios, whose arrow keys choose.
 */
export function ToggleChips<V extends string>({ label, options, value, onChange }: ToggleChipsProps<V>) {
  const labelId = useId();
  return (
    <ToggleGroup role="group" aria-labelledby={labelId}>
      <ToggleLabel id={labelId}>{label}</ToggleLabel>
      <LinkRow>
        {options.map((option) => (
          <li key={option.value}>
            <ToggleChip
              type="button"
              aria-pressed={option.value === value}
              onClick={() => option.value !== value && onChange(option.value)}
            >
              {option.label}
            </ToggleChip>
          </li>
        ))}
      </LinkRow>
    </ToggleGroup>
  );
}
