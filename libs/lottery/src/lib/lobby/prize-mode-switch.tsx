import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useBrand, type PrizeMode } from '@wl/brand';

/** The brand's prize modes; its first is the default (brand config, spec §1). */
export function usePrizeMode(): [PrizeMode, (mode: PrizeMode) => void, readonly PrizeMode[]] {
  const { prizeModes } = useBrand();
  const [chosen, choose] = useState<PrizeMode | null>(null);
  const mode = chosen && prizeModes.includes(chosen) ? chosen : (prizeModes[0] ?? 'Lott');
  return [mode, choose, prizeModes];
}

/** A switch limited to the brand's prize modes; with one mode there is nothing to switch. */
export function PrizeModeSwitch({ value, modes, onChange }: { value: PrizeMode; modes: readonly PrizeMode[]; onChange: (mode: PrizeMode) => void }) {
  if (modes.length < 2) return null;
  return (
    <Group>
      <Legend>
        <FormattedMessage id="lottery.prizeMode.label" />
      </Legend>
      {modes.map((mode) => (
        <Chip key={mode}>
          <input type="radio" name="lottery-prize-mode" value={mode} checked={mode === value} onChange={() => onChange(mode)} />
          <span>{mode}</span>
        </Chip>
      ))}
    </Group>
  );
}

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  float: inline-start;
  margin-inline-end: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Chip = styled.label`
  position: relative;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  span {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }

  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
`;
