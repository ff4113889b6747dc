import { RECEIPT_PROOF_LIMITS, readImageUpload, type ReceiptProofType } from '@wl/api-client';

/** A proof as the confirm-receipt call carries it. */
export interface Proof {
  name: string;
  type: ReceiptProofType;
  /** The file's bytes as base64, without the data-URL prefix (the contract's shape). */
  data: string;
}

/** Why a pick of proofs is refused: the message that says so, and its values. */
export interface ProofProblem {
  id: string;
  values?: Record<string, string | number>;
}

const isProofType = (type: string): type is ReceiptProofType => (RECEIPT_PROOF_LIMITS.types as readonly string[]).includes(type);

/** The rules a pick breaks before anything is read (spec §9: png or jpg, at most 5 MB each, at most 3), or null. */
export function pickProblem(files: readonly File[], alreadyChosen: number): ProofProblem | null {
  if (files.some((file) => !isProofType(file.type))) return { id: 'wallet.receipt.proofType' };
  if (files.some((file) => file.size > RECEIPT_PROOF_LIMITS.maxBytes))
    return { id: 'wallet.receipt.proofSize', values: { maxMegabytes: RECEIPT_PROOF_LIMITS.maxMegabytes } };
  if (alreadyChosen + files.length > RECEIPT_PROOF_LIMITS.maxFiles)
    return { id: 'wallet.receipt.proofCount', values: { count: RECEIPT_PROOF_LIMITS.maxFiles } };
  return null;
}

/** A file that could not be read, or is not the png or jpg image it claims to be. */
export const unreadableProblem = (file: File): ProofProblem => ({
  id: 'wallet.receipt.proofUnreadable',
  values: { name: file.name },
});

/**
 * The proof of a file that passed `pickProblem`, or null when it cannot be read, its bytes are not the png or jpg it
 * claims, or the browser cannot decode it (`readImageUpload`).
 */
export async function readProof(file: File): Promise<Proof | null> {
  if (!isProofType(file.type)) return null;
  const data = await readImageUpload(file, file.type);
  return data === null ? null : { name: file.name, type: file.type, data };
}
