import { useState, type ComponentProps, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Card, FailureMessage, Select } from '@wl/ui-kit';
import { Form, Row, SaveStatus, useSaveFeedback } from './page-parts';

interface PickThenSaveProps {
  /** Message keys: the card's heading (the form's name too), the picker's label, the words once saved. */
  headingKey: string;
  labelKey: string;
  savedKey: string;
  options: ComponentProps<typeof Select>['options'];
  /** The value the server holds: Save with it shown says there is nothing to save. */
  saved: string;
  /** What the picker shows before the player picks; the saved value unless that is none of the options. */
  shownAtFirst?: string;
  /** The save call's state, and the call with the value picked. */
  saving: Parameters<typeof useSaveFeedback>[0] & { isLoading: boolean; error?: unknown };
  save: (value: string) => Promise<unknown>;
}

/**
 * A setting picked from a list, then saved with Save. A picker that saved on each change would apply every option a
 * keyboard player's arrows pass over (on Windows and ChromeOS the arrows change a closed select): a change of context
 * on input (WCAG 3.2.2).
 */
export function PickThenSave({ headingKey, labelKey, savedKey, options, saved, shownAtFirst = saved, saving, save }: PickThenSaveProps) {
  const intl = useIntl();
  const feedback = useSaveFeedback(saving);
  // The player's pick, until saved; without one the picker follows what the server holds.
  const [choice, setChoice] = useState<string>();
  const shown = choice ?? shownAtFirst;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.isLoading) return;
    if (shown === saved) {
      feedback.nothingToSave();
      return;
    }
    await save(shown);
  };
  return (
    <Card heading={<FormattedMessage id={headingKey} />}>
      <Form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: headingKey })}>
        <Select
          label={<FormattedMessage id={labelKey} />}
          value={shown}
          options={options}
          onChange={(event) => {
            setChoice(event.target.value);
            feedback.edited();
          }}
          busy={saving.isLoading}
        />
        <FailureMessage error={saving.error} />
        <SaveStatus feedback={feedback} saved={<FormattedMessage id={savedKey} />} />
        <Row>
          <Button type="submit" busy={saving.isLoading}>
            <FormattedMessage id="member.save" />
          </Button>
        </Row>
      </Form>
    </Card>
  );
}
