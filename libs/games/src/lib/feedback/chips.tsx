import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/*
 * A local stand-in with the same props as the ui-kit's Chips (not exported yet when the lobbies were
 * built): swap the import when it lands.
 */

export interface ChipOption<V extends string = string> {
  value: V;
  label: ReactNode;
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

const Legend = styled.legend`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  scrollbar-width: none;
  padding: ${({ theme }) => theme.focusRing.width};
`;

const Radio = styled.input`
  position: absolute;
  opacity: 0;
  pointer-events: none;
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

/** One choice of a few, as native radios (arrow keys move and select). */
export function Chips<V extends string>({ label, options, value, onChange }: { label: ReactNode; options: readonly ChipOption<V>[]; value: V; onChange: (value: V) => void }) {
  const name = useId();
  return (
    <Group>
      <Legend>{label}</Legend>
      <Row>
        {options.map((option) => (
          <label key={option.value}>
            <Radio type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            <Chip>{option.label}</Chip>
          </label>
        ))}
      </Row>
    </Group>
  );
}
