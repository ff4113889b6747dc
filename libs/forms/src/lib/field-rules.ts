/**
 * Spec §5: one rule per field, as the register settings call sends it. A plain type (not the
 * api-client's zod schema) so this util lib stays below the data-access layer.
 */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  /** A regular expression; `*` matches anything. */
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: string;
}

/** Spec §5: the server's pattern that accepts every value. */
export const ANY_PATTERN = '*';

/** A message to show, as a catalog key and its values (translated where it is shown, so a language switch re-reads it). */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}
