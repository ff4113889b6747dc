import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { chosenLook } from '../chips/chips';
import { FieldFrame } from '../common/field';
import { controlBox, focusRing } from '../common/styles';
import { periodRange, presetRange, type DateRange, type DateRangePeriod, type DateRangePreset } from './date-range';

export interface DateRangePickerProps {
  /** Names the whole picker (a fieldset legend). */
  label: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Which presets to offer: history looks back, contracts look ahead. */
  presets?: readonly DateRangePreset[];
  periods?: readonly DateRangePeriod[];
  /** Inclusive bounds, `yyyy-MM-dd`. */
  min?: string;
  max?: string;
  /** Injected by tests and stories; the player's today otherwise. */
  today?: Date;
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Shortcuts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Shortcut = styled.button`
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  min-block-size: ${({ theme }) => theme.size.touch};
  padding-inline: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}

  /* As a chosen chip: the brand's tint was a grey on a dark brand. */
  &[aria-pressed='true'] {
    ${chosenLook}
  }
`;

const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.size.tile}), 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const DayInput = styled.input`
  ${controlBox}
`;

/** Message ids of the shortcuts, listed so the catalog check sees each one. */
const SHORTCUT_KEYS: Record<DateRangePreset | DateRangePeriod, string> = {
  previous7: 'ui.dateRange.previous7',
  previous30: 'ui.dateRange.previous30',
  next7: 'ui.dateRange.next7',
  next30: 'ui.dateRange.next30',
  daily: 'ui.dateRange.daily',
  weekly: 'ui.dateRange.weekly',
  semimonthly: 'ui.dateRange.semimonthly',
  monthly: 'ui.dateRange.monthly',
};

const same = (a: DateRange, b: DateRange) => a.from === b.from && a.to === b.to;

/**
 * Two native date fields (the phone's own calendar) and the spec's shortcuts. A "from" after the
 * "to" is refused with a message instead of being sent.
 */
export function DateRangePicker({
  label,
  value,
  onChange,
  presets = [],
  periods = [],
  min,
  max,
  today = new Date(),
}: DateRangePickerProps) {
  const intl = useIntl();
  const id = useId();
  const reversed = value.from !== '' && value.to !== '' && value.from > value.to;
  const reversedId = `${id}-reversed`;
  const shortcuts = [
    ...presets.map((preset) => ({ key: preset, range: presetRange(preset, today) })),
    ...periods.map((period) => ({ key: period, range: periodRange(period, today) })),
  ];
  // One shortcut reads as chosen, the one pressed: two may cover the same days (on a Sunday, the week is the last 7).
  const [pressed, setPressed] = useState<DateRangePreset | DateRangePeriod | null>(null);
  const matching = shortcuts.filter(({ range }) => same(range, value)).map(({ key }) => key);
  const chosen = pressed !== null && matching.includes(pressed) ? pressed : matching[0];
  return (
    <Group>
      <Legend>{label}</Legend>
      {shortcuts.length > 0 && (
        <Shortcuts role="group" aria-label={intl.formatMessage({ id: 'ui.dateRange.shortcuts' })}>
          {shortcuts.map(({ key, range }) => (
            <Shortcut
              key={key}
              type="button"
              aria-pressed={key === chosen}
              onClick={() => {
                setPressed(key);
                onChange(range);
              }}
            >
              {intl.formatMessage({ id: SHORTCUT_KEYS[key] })}
            </Shortcut>
          ))}
        </Shortcuts>
      )}
      <Days>
        <FieldFrame
          label={intl.formatMessage({ id: 'ui.dateRange.from' })}
          // Said once, under the start; the end (often the day just changed) is marked and described by it too.
          error={reversed ? <span id={reversedId}>{intl.formatMessage({ id: 'ui.dateRange.reversed' })}</span> : undefined}
        >
          {(control) => (
            <DayInput
              {...control}
              type="date"
              name={`${id}-from`}
              value={value.from}
              min={min}
              max={value.to || max}
              onChange={(event) => onChange({ ...value, from: event.target.value })}
            />
          )}
        </FieldFrame>
        <FieldFrame label={intl.formatMessage({ id: 'ui.dateRange.to' })} describedBy={reversed ? reversedId : undefined}>
          {(control) => (
            <DayInput
              {...control}
              aria-invalid={reversed || undefined}
              type="date"
              name={`${id}-to`}
              value={value.to}
              min={value.from || min}
              max={max}
              onChange={(event) => onChange({ ...value, to: event.target.value })}
            />
          )}
        </FieldFrame>
      </Days>
    </Group>
  );
}
