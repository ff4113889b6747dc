import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { baseApi, isApiError, RECEIPT_PROOF_LIMITS, useConfirmReceiptMutation, type Withdrawal } from '@wl/api-client';
import { DateTime } from '@wl/i18n';
import { Button, Card, FailureMessage, isFocusLost, takenFocus, TextField, useTakeFocus } from '@wl/ui-kit';
import { Form, Row } from '../common/page-parts';
import { pickProblem, readProof, unreadableProblem, type Proof, type ProofProblem } from './receipt-proof';

const Files = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.md};
`;

const Line = styled.p`
  margin: 0;
  ${takenFocus}
`;

/** setTimeout's longest wait (about 24.8 days): a longer one would fire at once. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

const MS_PER_MINUTE = 60_000;

/** Whether the time `deadline` (epoch ms) has come, turning true as it does; never without one. */
function usePassed(deadline: number | undefined): boolean {
  const [passed, setPassed] = useState(() => deadline !== undefined && Date.now() >= deadline);
  useEffect(() => {
    if (deadline === undefined || passed) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const left = deadline - Date.now();
      if (left <= 0) setPassed(true);
      else timer = setTimeout(check, Math.min(left, LONGEST_WAIT_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [deadline, passed]);
  return passed;
}

/**
 * The question's place once the deadline answered it (spec §4: counted as received, not refunded): read out as a
 * status, and given the focus that the card's controls took with them. A player busy elsewhere on the page keeps theirs.
 */
function CountedAsReceived({ orderId }: { orderId: string }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (isFocusLost()) line.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Line ref={line} role="status" tabIndex={-1}>
      <FormattedMessage id="wallet.receipt.countedReceived" values={{ order: orderId }} />
    </Line>
  );
}

/**
 * Spec §4 withdrawal confirmation: the merchant marked the payment disbursed; the player answers
 * "received" or "not received" (with up to 3 png or jpg proofs of at most 5 MB). No answer within
 * the server's N minutes counts as received, and a forced receipt is not refunded: once the server no longer lists
 * the withdrawal after the deadline (asked again when this device's clock reaches it, or after it refused an answer),
 * the card gives way to a line saying so.
 */
export function ReceiptConfirmation({
  withdrawal,
  listed = true,
  autoReceiveMinutes,
  format,
  onAnswered,
}: {
  withdrawal: Withdrawal;
  /** The server still lists it as awaiting the answer; one it dropped shows nothing, unless the deadline took it. */
  listed?: boolean;
  autoReceiveMinutes: number;
  format: (amount: string) => string;
  /** The server recorded the answer. */
  onAnswered: (received: boolean) => void;
}) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [confirm, state] = useConfirmReceiptMutation();
  // The deadline is a time on the server's clock: this device's reaching it is only the cue to ask the server again (the
  // info and the records, by the api-client's tags). A clock ahead must not end the question while the server takes answers.
  // Without the server's deadline (optional in the contract), the payout's time and the minutes make one: spec §4's
  // N minutes end the question all the same.
  const deadline =
    withdrawal.receiptDeadline ??
    (withdrawal.disbursedAt === undefined ? undefined : withdrawal.disbursedAt + autoReceiveMinutes * MS_PER_MINUTE);
  const due = usePassed(deadline);
  useEffect(() => {
    if (due) dispatch(baseApi.util.invalidateTags(['Balance']));
  }, [due, dispatch]);
  // Counted as received once the server no longer lists it, after the deadline by either clock: ours, or the server's
  // refusing an answer. An answer whose reply was lost (the network, a timeout, a server fault) is not a refusal: the
  // server dropping the question before the deadline then says the answer landed.
  const refused = isApiError(state.error) && state.error.kind === 'server' && (state.error.status ?? 0) < 500;
  const counted = !listed && (due || refused);
  const [sent, setSent] = useState<boolean | null>(null);
  const landedUnheard = !listed && !counted && state.isError && sent !== null;
  const told = useRef(false);
  useEffect(() => {
    if (!landedUnheard || sent === null || told.current) return;
    told.current = true;
    onAnswered(sent);
  }, [landedUnheard, sent, onAnswered]);
  const [notReceived, setNotReceived] = useState(false);
  // "Not received" and "Back" go with the part they swap: the focus moves to the form's first control (the file
  // picker, or a proof's Remove once three are chosen), or back to "Not received". Only after a swap: the question
  // shows without taking the focus.
  const swapped = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const notReceivedButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!swapped.current) return;
    if (notReceived) form.current?.querySelector<HTMLElement>('input:enabled, button:enabled')?.focus();
    else notReceivedButton.current?.focus();
  }, [notReceived]);
  // "Received" closes the withdrawal for good (spec §4: a receipt is not refunded), so it is confirmed first. The
  // confirmation takes the focus on its Cancel, the least drastic action, and gives it back to "Received" as it closes,
  // so a keyboard player is one key from neither a lost place nor a closed withdrawal.
  const [confirming, setConfirming] = useState(false);
  const confirmationId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useTakeFocus(cancel, confirming);
  const swap = (toForm: boolean) => {
    swapped.current = true;
    setConfirming(false);
    setNotReceived(toForm);
  };
  const [proofs, setProofs] = useState<Proof[]>([]);
  const [problem, setProblem] = useState<ProofProblem | null>(null);
  // A removed proof takes its Remove with it, and the third proof disables the picker: the focus would drop to the
  // page, so the form's first control takes it (the picker, or the first Remove once it is disabled).
  const proofsChanged = useRef(false);
  useEffect(() => {
    if (!proofsChanged.current) return;
    proofsChanged.current = false;
    const held = document.activeElement;
    if (held && form.current?.contains(held) && !held.matches(':disabled')) return;
    form.current?.querySelector<HTMLElement>('input:enabled, button:enabled')?.focus();
  }, [proofs]);

  // Reading the chosen files takes a moment: Send waits for them (every pick still being read) rather than going without.
  const [reading, setReading] = useState(0);
  // The proofs chosen and the files still being read, counted as each pick comes in: the picker stays open while one is
  // read (the player may add another image), so a quick second pick is held to the three-image limit with the first.
  const taken = useRef(0);

  // A refused pick adds nothing, keeps the proofs already chosen, and says why at the picker, which takes another.
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused = pickProblem(files, taken.current);
    if (refused) return setProblem(refused);
    setProblem(null);
    taken.current += files.length;
    setReading((count) => count + 1);
    let added = false;
    try {
      const read = await Promise.all(files.map(readProof));
      const unreadable = files.find((_, at) => read[at] === null);
      if (unreadable) return setProblem(unreadableProblem(unreadable));
      proofsChanged.current = true;
      setProofs((current) => [...current, ...read.filter((proof): proof is Proof => proof !== null)]);
      added = true;
    } finally {
      if (!added) taken.current -= files.length;
      setReading((count) => count - 1);
    }
  };
  const answer = async (received: boolean) => {
    setSent(received);
    const result = await confirm({ orderId: withdrawal.orderId, received, proofs: received ? [] : proofs });
    if (!result.error) onAnswered(received);
  };

  if (counted) return <CountedAsReceived orderId={withdrawal.orderId} />;
  if (!listed) return null;
  return (
    <Card heading={<FormattedMessage id="wallet.receipt.title" values={{ amount: format(withdrawal.amount) }} />}>
      <p>
        {/* The deadline is optional in the contract: without it or the payout's time, the sentence names the minutes only. */}
        {deadline !== undefined ? (
          <FormattedMessage
            id="wallet.receipt.question"
            values={{
              order: withdrawal.orderId,
              minutes: autoReceiveMinutes,
              deadline: <DateTime value={deadline} />,
            }}
          />
        ) : (
          <FormattedMessage id="wallet.receipt.questionNoDeadline" values={{ order: withdrawal.orderId, minutes: autoReceiveMinutes }} />
        )}
      </p>
      {!notReceived ? (
        <>
          <Row>
            {/* Stays while the confirmation shows, so the focus has somewhere to come back to. */}
            <Button
              aria-expanded={confirming}
              aria-controls={confirming ? confirmationId : undefined}
              unavailable={state.isLoading}
              onClick={() => setConfirming((open) => !open)}
            >
              <FormattedMessage id="wallet.receipt.received" />
            </Button>
            <Button ref={notReceivedButton} variant="secondary" onClick={() => swap(true)} disabled={state.isLoading}>
              <FormattedMessage id="wallet.receipt.notReceived" />
            </Button>
          </Row>
          {confirming && (
            <Row id={confirmationId} role="group" aria-labelledby={`${confirmationId}-question`}>
              <span id={`${confirmationId}-question`}>
                <FormattedMessage
                  id="wallet.receipt.confirmQuestion"
                  values={{ amount: format(withdrawal.amount), order: withdrawal.orderId }}
                />
              </span>
              <Button onClick={() => void answer(true)} busy={state.isLoading}>
                <FormattedMessage id="wallet.receipt.confirmReceived" />
              </Button>
              <Button ref={cancel} variant="ghost" onClick={() => setConfirming(false)}>
                <FormattedMessage id="ui.cancel" />
              </Button>
            </Row>
          )}
        </>
      ) : (
        <Form
          ref={form}
          aria-label={intl.formatMessage({ id: 'wallet.receipt.notReceived' })}
          onSubmit={(event) => {
            event.preventDefault();
            if (!state.isLoading && reading === 0) void answer(false);
          }}
        >
          <TextField
            label={
              <FormattedMessage
                id="wallet.receipt.proof"
                values={{ count: RECEIPT_PROOF_LIMITS.maxFiles, maxMegabytes: RECEIPT_PROOF_LIMITS.maxMegabytes }}
              />
            }
            type="file"
            accept={RECEIPT_PROOF_LIMITS.types.join(',')}
            multiple
            onChange={(event) => void choose(event)}
            disabled={proofs.length >= RECEIPT_PROOF_LIMITS.maxFiles}
            error={problem && <FormattedMessage id={problem.id} values={problem.values} />}
          />
          {proofs.length > 0 && (
            <Files aria-label={intl.formatMessage({ id: 'wallet.receipt.proofs' })}>
              {proofs.map((proof, index) => (
                <li key={`${proof.name}-${index}`}>
                  {proof.name}{' '}
                  <Button
                    variant="secondary"
                    onClick={() => {
                      proofsChanged.current = true;
                      taken.current -= 1;
                      setProofs((current) => current.filter((_, at) => at !== index));
                    }}
                    aria-label={intl.formatMessage({ id: 'wallet.receipt.removeProof' }, { name: proof.name })}
                  >
                    <FormattedMessage id="wallet.remove" />
                  </Button>
                </li>
              ))}
            </Files>
          )}
          <Row>
            <Button type="submit" busy={state.isLoading || reading > 0}>
              <FormattedMessage id="wallet.receipt.send" />
            </Button>
            <Button variant="secondary" onClick={() => swap(false)} disabled={state.isLoading}>
              <FormattedMessage id="wallet.back" />
            </Button>
          </Row>
        </Form>
      )}
      <FailureMessage error={state.error} />
    </Card>
  );
}
