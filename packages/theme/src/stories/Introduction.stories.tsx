import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { shadow, type TypeRole, type as typeRoles } from '../tokens.ts';
import type { StoryLocale, Translate } from './messages.ts';
import { asStoryLocale, translator } from './messages.ts';
import * as s from './stories.css.ts';

const ELEVATIONS = ['sm', 'md', 'lg'] as const;

/** The kit's front page: what it is, where to start, and its type, surfaces, focus and motion. */
function Introduction({ t }: { readonly t: Translate; readonly locale: StoryLocale }): ReactNode {
  return (
    <article className={s.intro}>
      <h1 className={s.introTitle}>{t('intro.title')}</h1>
      <p className={s.introLead}>{t('intro.lead')}</p>
      <section className={s.introSection} aria-labelledby="intro-start">
        <h2 id="intro-start" className={s.introHeading}>
          {t('intro.start')}
        </h2>
        <ul>
          <li>{t('intro.toolbars')}</li>
          <li>{t('intro.playground')}</li>
          <li>{t('intro.tokens')}</li>
        </ul>
      </section>
      <section className={s.introSection} aria-labelledby="intro-type">
        <h2 id="intro-type" className={s.introHeading}>
          {t('intro.type')}
        </h2>
        <p className={s.role.body}>{t('intro.typeText')}</p>
        {(['title', 'heading', 'body', 'label', 'caption'] as TypeRole[]).map((role) => (
          <p key={role} className={s.role[role]}>
            {role} · {typeRoles[role].fontSize} · {t('type.sample')}
          </p>
        ))}
        <p className={s.money}>{t('roles.money')}</p>
      </section>
      <section className={s.introSection} aria-labelledby="intro-surfaces">
        <h2 id="intro-surfaces" className={s.introHeading}>
          {t('intro.surfaces')}
        </h2>
        <p className={s.role.body}>{t('intro.surfacesText')}</p>
        <div className={s.elevations}>
          {ELEVATIONS.map((name) => (
            <div key={name} className={s.elevation} style={{ boxShadow: shadow[name] }} data-elevation={name}>
              {t('intro.elevation', { name })}
            </div>
          ))}
        </div>
      </section>
      <section className={s.introSection} aria-labelledby="intro-focus">
        <h2 id="intro-focus" className={s.introHeading}>
          {t('intro.focus')}
        </h2>
        <p className={s.role.body}>{t('intro.focusText')}</p>
      </section>
    </article>
  );
}

const meta: Meta = {
  title: 'Introduction',
  parameters: { layout: 'padded', dealerTheme: { all: false } },
};
export default meta;

type Story = StoryObj;

/** What the kit is and where to start, in the toolbar's locale. */
export const Welcome: Story = {
  tags: ['visual'],
  render: (_args, { globals }) => {
    const locale = asStoryLocale(globals.locale);
    return <Introduction t={translator(locale)} locale={locale} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dealer storefront kit' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    const raised = [...canvasElement.querySelectorAll<HTMLElement>('[data-elevation]')];
    await expect(raised.map((el) => getComputedStyle(el).boxShadow === 'none')).toEqual([
      false,
      false,
      false,
    ]);
  },
};

export const InFrench: Story = {
  ...Welcome,
  tags: [],
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: 'Trousse de la vitrine du concessionnaire',
      }),
    ).toBeVisible();
  },
};
