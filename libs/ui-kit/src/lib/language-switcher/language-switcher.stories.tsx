import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { createLanguageStore, isLanguageCode, LanguageProvider, type LanguageCode, type LanguageStorage } from '@wl/i18n';
import { LanguageSwitcher } from './language-switcher';

/** A story's choice must not outlive the story or override the toolbar on the next one. */
const storyStorage: LanguageStorage = { getItem: () => null, setItem: () => undefined };

interface SwitcherStoryArgs {
  languages: LanguageCode[];
  toolbarLanguage?: LanguageCode;
}

/** The switcher with a page around it, starting in the toolbar's language when the story offers it. */
function SwitchablePage({ languages, toolbarLanguage }: SwitcherStoryArgs) {
  const store = useMemo(() => {
    const start = toolbarLanguage && languages.includes(toolbarLanguage) ? toolbarLanguage : languages[0];
    return createLanguageStore({ defaultLanguage: start, supportedLanguages: languages, storage: storyStorage });
  }, [languages, toolbarLanguage]);
  return (
    <LanguageProvider store={store}>
      <LanguageSwitcher />
      <p>
        <FormattedMessage id="home.welcome" values={{ brand: 'Lucky Harbor' }} />
      </p>
    </LanguageProvider>
  );
}

const meta = {
  title: 'ui-kit/Language switcher',
  component: SwitchablePage,
  args: { languages: ['TY', 'EN', 'CN', 'TH', 'VI', 'ID', 'PT', 'AR'] },
  render: (args, { globals }) => (
    <SwitchablePage {...args} toolbarLanguage={isLanguageCode(globals['language']) ? globals['language'] : undefined} />
  ),
} satisfies Meta<typeof SwitchablePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrandLanguages: Story = {};
export const WithRightToLeft: Story = { args: { languages: ['AR', 'FA', 'UR', 'EN'] } };
export const SingleLanguage: Story = { args: { languages: ['TY'] } };
