import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from '../common/field';
import { PasswordField, TextField } from './text-field';

const meta = {
  title: 'ui-kit/Text field',
  component: TextField,
  args: { label: 'Username', placeholder: '6–16 letters or digits', hint: 'Letters and digits only' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Nothing typed and no placeholder: the edge alone marks the field out, in the muted text colour (3:1, WCAG 1.4.11). */
export const Empty: Story = { args: { placeholder: undefined, hint: undefined } };
export const WithError: Story = { args: { defaultValue: 'ab', error: 'At least 6 characters' } };
/** A control of its own (a text area) says its refusal as a field does: the drawn "!" and the danger colour. */
export const ErrorOfItsOwn: Story = { render: () => <FieldError>Write at least 10 characters</FieldError> };
export const Disabled: Story = { args: { defaultValue: 'demo_member', disabled: true } };
export const Password: Story = { render: () => <PasswordField label="Password" defaultValue="Member#2024" /> };
/** The account forms' mobile number: the dialling code before the field, the send-code button beside it. */
export const BeforeAndBeside: Story = {
  args: {
    label: 'Mobile number',
    hint: undefined,
    placeholder: undefined,
    before: (
      <select aria-label="Country code" defaultValue="+63">
        <option>+63</option>
      </select>
    ),
    beside: <button type="button">Send code</button>,
  },
};
