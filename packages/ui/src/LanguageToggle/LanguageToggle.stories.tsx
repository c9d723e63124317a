import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { headerSurface } from '../styles/header.css.ts';
import { LanguageToggle } from './LanguageToggle.tsx';

const meta = {
  title: 'Shell/LanguageToggle',
  component: LanguageToggle,
  decorators: [
    withKit,
    (Story) => (
      <div className={headerSurface} style={{ display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
  args: { language: 'en', languages: ['en', 'fr'], onChange: fn() },
} satisfies Meta<typeof LanguageToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** English page of a bilingual dealer: the button names French in French and asks for it. */
export const EnglishToFrench: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Français/ });
    await expect(button).toHaveAttribute('lang', 'fr-CA');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('fr');
  },
};

/** French page: the button names English. */
export const FrenchToEnglish: Story = {
  args: { language: 'fr', languages: ['fr', 'en'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /English/ }));
    await expect(args.onChange).toHaveBeenCalledWith('en');
  },
};

/** A dealer with one language shows no toggle. */
export const SingleLanguage: Story = {
  args: { languages: ['en'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
