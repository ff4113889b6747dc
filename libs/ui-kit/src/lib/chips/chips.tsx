import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSelectedInView } from '../common/selected-in-view';
import { visuallyHidden } from '../common/styles';

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

// Positioned, so the hidden radios (absolute) scroll and clip with the row instead of widening the page.
const Row = styled.div`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  scrollbar-width: none;
  padding: ${({ theme }) => theme.focusRing.width};
`;

const Radio = styled.input`
  ${visuallyHidden}
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.size.touch};
  padding-inline: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
  cursor: pointer;

  input:checked + & {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }

  input:focus-visible + & {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

/** Segmented chips: one choice of a few, built on native radios (arrow keys move and select). */
export function Chips<V extends string>({ label, hideLabel = false, options, value, onChange, name }: ChipsProps<V>) {
  const fallbackName = useId();
  const row = useRef<HTMLDivElement>(null);
  useSelectedInView(row, '[data-selected]', value);
  return (
    <Group>
      <Legend $hidden={hideLabel}>{label}</Legend>
      <Row ref={row}>
        {options.map((option) => (
          <label key={option.value} data-selected={option.value === value || undefined}>
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
      </Row>
    </Group>
  );
}
