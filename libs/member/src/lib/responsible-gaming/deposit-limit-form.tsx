import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { LIMIT_PERIODS, useSetDepositLimitsMutation, type DepositLimit, type LimitPeriod } from '@wl/api-client';
import { DateTime } from '@wl/i18n';
import { AmountInput, Button, FailureMessage } from '@wl/ui-kit';
import { useMemberCurrency } from '../common/money';
import { Form, Muted, SaveStatus, useSaveFeedback } from '../common/page-parts';

const Sentence = styled.span`
  display: block;
`;

export const LIMIT_PERIOD_KEYS: Record<LimitPeriod, string> = {
  DAY: 'member.rg.limit.DAY',
  WEEK: 'member.rg.limit.WEEK',
  MONTH: 'member.rg.limit.MONTH',
};

/** The smallest limit a player can set (an empty field is no limit). */
export const MIN_DEPOSIT_LIMIT = 1;

type LimitTexts = Record<LimitPeriod, string>;

const asText = (amount: number | null | undefined) => (amount === null || amount === undefined ? '' : String(amount));

/**
 * What the player has asked for: a pending raise or removal, else the limit in force. Fields start
 * from it and only a field changed from it is sent, since sending a pending raise again restarts its 24 hours.
 */
const requested = (limit: DepositLimit | undefined) => asText(limit?.pending ? limit.pending.amount : limit?.amount);

type LimitsByPeriod = Partial<Record<LimitPeriod, DepositLimit>>;
const byPeriodOf = (limits: readonly DepositLimit[]) => Object.fromEntries(limits.map((limit) => [limit.period, limit])) as LimitsByPeriod;

function requestedOf(byPeriod: LimitsByPeriod): LimitTexts {
  return { DAY: requested(byPeriod.DAY), WEEK: requested(byPeriod.WEEK), MONTH: requested(byPeriod.MONTH) };
}

/** A field's amount as it is sent ('' is no limit): compared as a number, a typed "900.00" is the server's 900. */
const amountOf = (text: string) => (text ? Number(text) : null);
const sameAmount = (a: string, b: string) => amountOf(a) === amountOf(b);

/** The fields with the server's latest answer: one the player has not changed from the last answer follows it. */
function followed({ server, values }: { server: LimitTexts; values: LimitTexts }, answer: LimitTexts) {
  const next = { ...values };
  for (const period of LIMIT_PERIODS) if (sameAmount(values[period], server[period])) next[period] = answer[period];
  return { server: answer, values: next };
}

/**
 * Deposit limits over 24 hours, 7 days and a month. Empty is no limit. A cut applies at once, a
 * raise after 24 hours (the server decides and shows it as pending). Also offered at registration
 * and at the first deposit, where `limits` may be absent.
 */
export function DepositLimitForm({ limits = [], onSaved }: { limits?: readonly DepositLimit[]; onSaved?: () => void }) {
  const intl = useIntl();
  const byPeriod = byPeriodOf(limits);
  const answer = requestedOf(byPeriod);
  // Compared with the server's latest answer (the page's copy, or a save's own), not the one the form opened
  // with: a limit set elsewhere meanwhile (the first-deposit offer) is neither sent back as a removal nor hidden.
  const [texts, setTexts] = useState(() => ({ server: answer, values: answer }));
  const [seen, setSeen] = useState(answer);
  if (LIMIT_PERIODS.some((period) => answer[period] !== seen[period])) {
    setSeen(answer);
    setTexts((current) => followed(current, answer));
  }
  const { server, values } = texts;
  const [save, saving] = useSetDepositLimitsMutation();
  const feedback = useSaveFeedback(saving);
  const { currencySymbol, decimals, format } = useMemberCurrency();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Text that is no amount reaches us as '' (no limit): sent, it would remove the limit in force. Its field says what is wrong.
    const fields = event.currentTarget.elements;
    if (LIMIT_PERIODS.some((period) => !values[period] && (fields.namedItem(period) as HTMLInputElement | null)?.value.trim())) return;
    const changed = LIMIT_PERIODS.filter((period) => !sameAmount(values[period], server[period])).map((period) => ({
      period,
      amount: amountOf(values[period]),
    }));
    if (!changed.length) {
      feedback.nothingToSave();
      return;
    }
    // The field names a limit below the minimum; nothing goes to the server for it.
    if (changed.some(({ amount }) => amount !== null && amount < MIN_DEPOSIT_LIMIT)) return;
    const result = await save({ limits: changed });
    if ('error' in result) return;
    // The save's answer is the latest until the page's copy is asked again: a Save meanwhile must not resend a raise.
    const saved = requestedOf(byPeriodOf(result.data.limits));
    setTexts((current) => followed(current, saved));
    onSaved?.();
  };

  const edit = (period: LimitPeriod, value: string) => {
    setTexts((current) => ({ ...current, values: { ...current.values, [period]: value } }));
    feedback.edited();
  };

  return (
    <Form onSubmit={submit} aria-label={intl.formatMessage({ id: 'member.rg.limits.title' })}>
      {LIMIT_PERIODS.map((period) => {
        const limit = byPeriod[period];
        return (
          <div key={period}>
            <AmountInput
              name={period}
              label={<FormattedMessage id={LIMIT_PERIOD_KEYS[period]} />}
              value={values[period]}
              onChange={(value) => edit(period, value)}
              currencySymbol={currencySymbol}
              decimals={decimals}
              min={String(MIN_DEPOSIT_LIMIT)}
              hint={
                limit ? (
                  <Muted>
                    <FormattedMessage id="member.rg.limit.used" values={{ amount: format(limit.used) }} />
                    {limit.pending && (
                      // A sentence of its own, on its own line: a space of ours between two catalog sentences is wrong in
                      // Chinese, which sets none, and Thai, which ends its sentences with one.
                      <Sentence>
                        <FormattedMessage
                          id={limit.pending.amount === null ? 'member.rg.limit.pendingRemoval' : 'member.rg.limit.pending'}
                          values={{
                            amount: format(limit.pending.amount ?? 0),
                            time: <DateTime value={limit.pending.effectiveAt} />,
                          }}
                        />
                      </Sentence>
                    )}
                  </Muted>
                ) : undefined
              }
            />
          </div>
        );
      })}
      <Muted>
        <FormattedMessage id="member.rg.limits.rule" />
      </Muted>
      <FailureMessage error={saving.error} />
      <SaveStatus feedback={feedback} saved={<FormattedMessage id="member.rg.limits.saved" />} />
      <Button type="submit" busy={saving.isLoading}>
        <FormattedMessage id="member.rg.limits.save" />
      </Button>
    </Form>
  );
}
