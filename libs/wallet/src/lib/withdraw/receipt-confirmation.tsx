import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { RECEIPT_PROOF_LIMITS, useConfirmReceiptMutation, type Withdrawal } from '@wl/api-client';
import { DateTime } from '@wl/i18n';
import { Button, Card, FailureMessage, TextField } from '@wl/ui-kit';
import { Form, Row } from '../common/page-parts';
import { pickProblem, readProof, unreadableProblem, type Proof, type ProofProblem } from './receipt-proof';

const Files = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.md};
`;

/**
 * Spec §4 withdrawal confirmation: the merchant marked the payment disbursed; the player answers
 * "received" or "not received" (with up to 3 png or jpg proofs of at most 5 MB). No answer within
 * the server's N minutes counts as received, and a forced receipt is not refunded.
 */
export function ReceiptConfirmation({
  withdrawal,
  autoReceiveMinutes,
  format,
  onAnswered,
}: {
  withdrawal: Withdrawal;
  autoReceiveMinutes: number;
  format: (amount: string) => string;
  /** The server recorded the answer. */
  onAnswered: (received: boolean) => void;
}) {
  const intl = useIntl();
  const [confirm, state] = useConfirmReceiptMutation();
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
  const swap = (toForm: boolean) => {
    swapped.current = true;
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
    const result = await confirm({ orderId: withdrawal.orderId, received, proofs: received ? [] : proofs });
    if (!result.error) onAnswered(received);
  };

  return (
    <Card heading={<FormattedMessage id="wallet.receipt.title" values={{ amount: format(withdrawal.amount) }} />}>
      <p>
        {/* The deadline is optional in the contract: without it, the sentence names the minutes only. */}
        {withdrawal.receiptDeadline ? (
          <FormattedMessage
            id="wallet.receipt.question"
            values={{
              order: withdrawal.orderId,
              minutes: autoReceiveMinutes,
              deadline: <DateTime value={withdrawal.receiptDeadline} />,
            }}
          />
        ) : (
          <FormattedMessage id="wallet.receipt.questionNoDeadline" values={{ order: withdrawal.orderId, minutes: autoReceiveMinutes }} />
        )}
      </p>
      {!notReceived ? (
        <Row>
          <Button onClick={() => void answer(true)} busy={state.isLoading}>
            <FormattedMessage id="wallet.receipt.received" />
          </Button>
          <Button ref={notReceivedButton} variant="secondary" onClick={() => swap(true)} disabled={state.isLoading}>
            <FormattedMessage id="wallet.receipt.notReceived" />
          </Button>
        </Row>
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
            label={<FormattedMessage id="wallet.receipt.proof" values={{ count: RECEIPT_PROOF_LIMITS.maxFiles }} />}
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
