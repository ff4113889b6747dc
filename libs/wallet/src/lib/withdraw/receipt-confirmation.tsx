import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { RECEIPT_PROOF_LIMITS, useConfirmReceiptMutation, type ReceiptProofType, type Withdrawal } from '@wl/api-client';
import { DateTime } from '@wl/i18n';
import { Button, Card, FailureMessage } from '@wl/ui-kit';
import { Form, Row } from '../common/page-parts';

interface Proof {
  name: string;
  type: ReceiptProofType;
  data: string;
}

type ProofProblem = 'wallet.receipt.proofType' | 'wallet.receipt.proofSize' | 'wallet.receipt.proofCount';

const isProofType = (type: string): type is ReceiptProofType => (RECEIPT_PROOF_LIMITS.types as readonly string[]).includes(type);

/** A file's bytes as base64, without the data-URL prefix (the contract's shape). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

const Files = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.md};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
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

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused = files.find((file) => !isProofType(file.type))
      ? 'wallet.receipt.proofType'
      : files.find((file) => file.size > RECEIPT_PROOF_LIMITS.maxBytes)
        ? 'wallet.receipt.proofSize'
        : null;
    if (refused) return setProblem(refused);
    if (proofs.length + files.length > RECEIPT_PROOF_LIMITS.maxFiles) return setProblem('wallet.receipt.proofCount');
    setProblem(null);
    const read = await Promise.all(
      files.map(async (file) => ({ name: file.name, type: file.type as ReceiptProofType, data: await readBase64(file) })),
    );
    setProofs((current) => [...current, ...read]);
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
            if (!state.isLoading) void answer(false);
          }}
        >
          <label>
            <FormattedMessage id="wallet.receipt.proof" values={{ count: RECEIPT_PROOF_LIMITS.maxFiles }} />{' '}
            <input
              type="file"
              accept={RECEIPT_PROOF_LIMITS.types.join(',')}
              multiple
              onChange={(event) => void choose(event)}
              disabled={proofs.length >= RECEIPT_PROOF_LIMITS.maxFiles}
            />
          </label>
          {problem && <Problem role="alert">{intl.formatMessage({ id: problem }, { count: RECEIPT_PROOF_LIMITS.maxFiles })}</Problem>}
          {proofs.length > 0 && (
            <Files aria-label={intl.formatMessage({ id: 'wallet.receipt.proofs' })}>
              {proofs.map((proof, index) => (
                <li key={`${proof.name}-${index}`}>
                  {proof.name}{' '}
                  <Button
                    variant="secondary"
                    onClick={() => setProofs((current) => current.filter((_, at) => at !== index))}
                    aria-label={intl.formatMessage({ id: 'wallet.receipt.removeProof' }, { name: proof.name })}
                  >
                    <FormattedMessage id="wallet.remove" />
                  </Button>
                </li>
              ))}
            </Files>
          )}
          <Row>
            <Button type="submit" busy={state.isLoading}>
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
