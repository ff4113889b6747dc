import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGE_NAMES, LOCALE_BY_LANGUAGE, type LanguageCode } from '@wl/i18n';
import { Select } from './select';

const meta = {
  title: 'ui-kit/Select',
  component: Select,
  args: {
    label: 'Bank',
    placeholder: 'Choose a bank',
    options: [
      { value: 'ICBC', label: 'ICBC' },
      { value: 'BCA', label: 'Bank Central Asia' },
      { value: 'VCB', label: 'Vietcombank' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Choose a bank to continue' } };
/** Its choice is being saved: drawn as a disabled field, but it keeps the focus and ignores another choice. */
export const Busy: Story = { args: { defaultValue: 'BCA', busy: true } };

const languages: LanguageCode[] = ['EN', 'CN', 'TH', 'VI', 'ID', 'PT', 'TY', 'AR'];
/** Each language in its own words, marked with its language (WCAG 3.1.2); Arabic reads right to left on any page. */
export const LanguageNames: Story = {
  args: {
    label: 'Preferred language',
    placeholder: undefined,
    defaultValue: 'EN',
    options: languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code], lang: LOCALE_BY_LANGUAGE[code] })),
  },
};
