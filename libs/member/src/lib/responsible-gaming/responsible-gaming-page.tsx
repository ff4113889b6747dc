import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { ERROR_MESSAGE_KEYS, EXCLUSION_DAYS, useExcludeMutation, useSetRealityCheckMutation, type ExclusionKind } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { minimumAgeOf } from '@wl/forms';
import { selectIsTrial, useEndSession, useGuardedAction } from '@wl/session';
import { Button, Card, EmptyState, Select, QueryView, FailureMessage, useTakeFocus } from '@wl/ui-kit';
import { Form, PageStack, Row, SaveStatus, useSaveFeedback } from '../common/page-parts';
import { useIsRealAccount } from '../common/real-account';
import { DepositLimitForm } from './deposit-limit-form';
import { useProtection } from './session-time';

/** The reality-check intervals offered, in minutes (10 to 60). */
export const REALITY_CHECK_CHOICES = [10, 15, 20, 30, 45, 60] as const;
/** Time-outs (24 hours to 6 weeks) and self-exclusions (6 months to 5 years), in days. */
export const EXCLUSION_CHOICES: Record<ExclusionKind, readonly number[]> = {
  TIMEOUT: [EXCLUSION_DAYS.TIMEOUT.min, 3, 7, 14, EXCLUSION_DAYS.TIMEOUT.max],
  SELF_EXCLUSION: [EXCLUSION_DAYS.SELF_EXCLUSION.min, 365, 730, EXCLUSION_DAYS.SELF_EXCLUSION.max],
};
const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const EXCLUSION_KINDS: readonly ExclusionKind[] = ['TIMEOUT', 'SELF_EXCLUSION'];
const EXCLUSION_KEYS: Record<ExclusionKind, { heading: string; text: string; start: string; confirm: string }> = {
  TIMEOUT: {
    heading: 'member.rg.timeout.heading',
    text: 'member.rg.timeout.text',
    start: 'member.rg.timeout.start',
    confirm: 'member.rg.timeout.confirm',
  },
  SELF_EXCLUSION: {
    heading: 'member.rg.selfExclusion.heading',
    text: 'member.rg.selfExclusion.text',
    start: 'member.rg.selfExclusion.start',
    confirm: 'member.rg.selfExclusion.confirm',
  },
};

/**
 * The reality check's interval, chosen and then saved with Save (as the limits and breaks are): a select that saved on
 * each change would save every interval a keyboard player's arrows pass over on Windows and ChromeOS (WCAG 3.2.2).
 */
function RealityCheckSetting({ minutes }: { minutes: number | null }) {
  const intl = useIntl();
  const [save, saving] = useSetRealityCheckMutation();
  const feedback = useSaveFeedback(saving);
  // '' is off. The player's choice, until saved; without one the select follows the saved interval.
  const savedValue = minutes === null ? '' : String(minutes);
  const [choice, setChoice] = useState<string>();
  const shown = choice ?? savedValue;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.isLoading) return;
    if (shown === savedValue) {
      feedback.nothingToSave();
      return;
    }
    await save({ minutes: shown ? Number(shown) : null });
  };
  return (
    <Card heading={<FormattedMessage id="member.rg.realityCheck.heading" />}>
      <Form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: 'member.rg.realityCheck.heading' })}>
        <Select
          label={<FormattedMessage id="member.rg.realityCheck.every" />}
          value={shown}
          options={[
            { value: '', label: intl.formatMessage({ id: 'member.rg.realityCheck.off' }) },
            ...REALITY_CHECK_CHOICES.map((choice) => ({
              value: String(choice),
              label: intl.formatMessage({ id: 'member.rg.minutes' }, { count: choice }),
            })),
          ]}
          onChange={(event) => {
            setChoice(event.target.value);
            feedback.edited();
          }}
          busy={saving.isLoading}
        />
        <FailureMessage error={saving.error} />
        <SaveStatus feedback={feedback} saved={<FormattedMessage id="member.rg.realityCheck.saved" />} />
        <Row>
          <Button type="submit" busy={saving.isLoading}>
            <FormattedMessage id="member.save" />
          </Button>
        </Row>
      </Form>
    </Card>
  );
}

function Exclusion({ kind }: { kind: ExclusionKind }) {
  const intl = useIntl();
  const [days, setDays] = useState(String(EXCLUSION_CHOICES[kind][0]));
  const [confirming, setConfirming] = useState(false);
  const [exclude, excluding] = useExcludeMutation();
  const confirmationId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  // The confirmation takes the focus on its least drastic action, and gives it back to the start
  // button when it closes, so a keyboard or screen-reader player is neither lost nor one key from excluded.
  useTakeFocus(cancel, confirming);
  const endSession = useEndSession();
  const durationOf = (choice: number) =>
    choice % 365 === 0 || choice === EXCLUSION_DAYS.SELF_EXCLUSION.max
      ? intl.formatMessage({ id: 'member.rg.years' }, { count: Math.round(choice / 365) })
      : choice === EXCLUSION_DAYS.SELF_EXCLUSION.min
        ? intl.formatMessage({ id: 'member.rg.months' }, { count: 6 })
        : choice % 7 === 0
          ? intl.formatMessage({ id: 'member.rg.weeks' }, { count: choice / 7 })
          : intl.formatMessage({ id: 'member.rg.days' }, { count: choice });

  const confirm = async () => {
    const result = await exclude({ kind, days: Number(days) });
    if (!('error' in result)) await endSession();
  };

  return (
    <Card heading={<FormattedMessage id={EXCLUSION_KEYS[kind].heading} />}>
      <p>
        <FormattedMessage id={EXCLUSION_KEYS[kind].text} />
      </p>
      <Select
        label={<FormattedMessage id="member.rg.duration" />}
        value={days}
        options={EXCLUSION_CHOICES[kind].map((choice) => ({ value: String(choice), label: durationOf(choice) }))}
        // The open confirmation names the duration chosen now: closing it here would pull the focus off the list.
        onChange={(event) => setDays(event.target.value)}
      />
      {/* Stays while the confirmation shows, so the focus has somewhere to come back to. */}
      <Button
        variant="secondary"
        aria-expanded={confirming}
        aria-controls={confirming ? confirmationId : undefined}
        onClick={() => setConfirming((open) => !open)}
      >
        <FormattedMessage id={EXCLUSION_KEYS[kind].start} />
      </Button>
      {confirming && (
        <Row
          id={confirmationId}
          role="group"
          aria-label={intl.formatMessage({ id: 'member.rg.confirmLabel' })}
          aria-describedby={`${confirmationId}-question`}
        >
          <span id={`${confirmationId}-question`}>
            <FormattedMessage id={EXCLUSION_KEYS[kind].confirm} values={{ duration: durationOf(Number(days)) }} />
          </span>
          {/* Busy until the session has ended: once excluded there is nothing more to confirm. */}
          <Button onClick={() => void confirm()} busy={excluding.isLoading || excluding.isSuccess}>
            <FormattedMessage id="member.rg.confirm" />
          </Button>
          <Button ref={cancel} variant="ghost" onClick={() => setConfirming(false)}>
            <FormattedMessage id="ui.cancel" />
          </Button>
        </Row>
      )}
      <FailureMessage error={excluding.error} />
    </Card>
  );
}

/**
 * Responsible gaming: deposit limits, the reality check, a time-out and self-exclusion, and the
 * brand's minimum age. Beyond the spec: what UKGC and MGA licensees must offer.
 */
export function ResponsibleGaming() {
  const brand = useBrand();
  const realAccount = useIsRealAccount();
  const trial = useSelector(selectIsTrial);
  const guard = useGuardedAction();
  const query = useProtection();
  return (
    <PageStack aria-labelledby="responsible-gaming-title">
      {/* The page is a route of its own, not a member centre entry: its title heads the page. */}
      <Title id="responsible-gaming-title">
        <FormattedMessage id="member.rg.title" />
      </Title>
      <p>
        <FormattedMessage id="member.rg.intro" values={{ age: minimumAgeOf(brand) }} />
      </p>
      {realAccount ? (
        <QueryView query={query}>
          {(data) => (
            <>
              <Card heading={<FormattedMessage id="member.rg.limits.title" />}>
                <DepositLimitForm limits={data.limits} />
              </Card>
              <RealityCheckSetting minutes={data.realityCheckMinutes} />
              {EXCLUSION_KINDS.map((kind) => (
                <Exclusion key={kind} kind={kind} />
              ))}
            </>
          )}
        </QueryView>
      ) : (
        // Spec §6: a trial account is told it needs a real one; a guest, to log in.
        <EmptyState
          title={<FormattedMessage id={trial ? ERROR_MESSAGE_KEYS.needTrueAccount : 'member.rg.loginFirst'} />}
          // Spec §4: a guest's way on is the login popup, through the site's guard. A trial account is already logged in:
          // a "Log in" would only repeat the warning.
          action={
            trial ? undefined : (
              <Button onClick={() => guard(() => undefined, { realAccount: true })}>
                <FormattedMessage id="errors.action.logIn" />
              </Button>
            )
          }
        />
      )}
    </PageStack>
  );
}

/** The page at its own route (the site's layout around it). */
export default function ResponsibleGamingPage() {
  return <ResponsibleGaming />;
}
