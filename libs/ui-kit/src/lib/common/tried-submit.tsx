import { useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import { REQUIRED_MESSAGE } from '@wl/forms';

/**
 * A money form's submit with a field missing or wrong, as `useForm`'s forms answer one: its button stays enabled (a
 * disabled one said nothing of why, and Enter did nothing), the missing fields are marked, and the first field to fix
 * takes the focus. Nothing is sent.
 */
export function useTriedSubmit() {
  const [tried, setTried] = useState(false);
  return {
    /** Whether a submit was tried since the last send: a form's own checks may say more once it was. */
    tried,
    /** Once a submit was tried, an empty field's message ("input cannot be empty", spec §5); `id` for another. */
    missing: (empty: boolean, id: string = REQUIRED_MESSAGE.key, values?: Record<string, string | number>) =>
      tried && empty ? <FormattedMessage id={id} values={values} /> : undefined,
    /** Marks the fields and moves the focus to the first one marked invalid, its message read with it. */
    refuse: (form: HTMLFormElement | null) => {
      // Drawn first, so the fields are marked invalid when the focus looks for one.
      flushSync(() => setTried(true));
      form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    },
    /**
     * At a send (the fields were all there): nothing is marked until the next submit. A password the server refuses is
     * emptied to be typed again; the refusal says why, not "cannot be empty" beside it.
     */
    done: () => setTried(false),
  };
}
