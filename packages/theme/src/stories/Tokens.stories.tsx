import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { visuallyHidden } from '../atoms.css.ts';
import { useDealerTheme } from '../DealerThemeProvider.tsx';
import type { ColorRamp } from '../derive.ts';
import { fontSize, space, type TypeRole, type as typeRoles } from '../tokens.ts';
import { ContrastTable } from './ContrastTable.tsx';
import type { StoryLocale, Translate } from './messages.ts';
import { asStoryLocale, translator } from './messages.ts';
import * as s from './stories.css.ts';

type Props = { readonly t: Translate; readonly locale: StoryLocale };

function Swatch({ name, value }: { name: string; value: string }): ReactNode {
  return (
    <li className={s.swatch}>
      <span className={s.swatchChip} style={{ background: value }} aria-hidden="true" />
      <span className={s.code}>{name}</span>
      <span className={s.code}>{value}</span>
    </li>
  );
}

const RAMPS = ['brand', 'headerCta', 'danger', 'success', 'warning', 'info'] as const;

function SwatchGroup({ title, entries }: { title: string; entries: [string, string][] }): ReactNode {
  return (
    <section aria-label={title}>
      <h3 className={s.subheading}>{title}</h3>
      <ul className={s.swatchGrid}>
        {entries.map(([name, value]) => (
          <Swatch key={name} name={name} value={value} />
        ))}
      </ul>
    </section>
  );
}

function Colours({ t }: Props): ReactNode {
  const { color } = useDealerTheme();
  const neutral: [string, string][] = (
    [
      'text',
      'textMuted',
      'textInverse',
      'surface',
      'surfaceSunken',
      'border',
      'borderSubtle',
      'focus',
    ] as const
  ).map((k) => [k, color[k]]);
  const header: [string, string][] = Object.entries(color.header).map(([k, v]) => [`header.${k}`, v]);
  const ramp = (name: (typeof RAMPS)[number]): [string, string][] =>
    (Object.keys(color[name]) as (keyof ColorRamp)[]).map((k) => [`${name}.${k}`, color[name][k]]);
  return (
    <div className={s.page}>
      <h2 className={s.heading}>{t('swatches.title')}</h2>
      <p className={s.muted}>{t('swatches.intro')}</p>
      <SwatchGroup title={t('swatches.group.neutral')} entries={neutral} />
      <SwatchGroup title={t('swatches.group.header')} entries={header} />
      {RAMPS.map((name) => (
        <SwatchGroup key={name} title={name} entries={ramp(name)} />
      ))}
      <ContrastTable color={color} t={t} />
    </div>
  );
}

function TypeScale({ t }: Props): ReactNode {
  return (
    <div className={s.page}>
      <h2 className={s.heading}>{t('type.title')}</h2>
      {Object.entries(fontSize).map(([name, value]) => (
        <div key={name}>
          <p className={s.code}>
            {name} · {value}
          </p>
          <p style={{ fontSize: value, margin: 0 }}>{t('type.sample')}</p>
        </div>
      ))}
    </div>
  );
}

const ROLE_NAMES = {
  display: 'roles.display',
  title: 'roles.title.role',
  heading: 'roles.heading',
  body: 'roles.body',
  label: 'roles.label',
  caption: 'roles.caption',
} as const satisfies Record<TypeRole, string>;

function TypeRoles({ t }: Props): ReactNode {
  return (
    <div className={s.page}>
      <h2 className={s.heading}>{t('roles.title')}</h2>
      <p className={s.muted}>{t('roles.intro')}</p>
      {(Object.keys(typeRoles) as TypeRole[]).map((name) => (
        <div key={name}>
          <p className={s.code}>
            {t(ROLE_NAMES[name])} · {typeRoles[name].fontSize} / {typeRoles[name].lineHeight} ·{' '}
            {typeRoles[name].fontWeight}
          </p>
          <p className={s.role[name]} data-role={name}>
            {t('type.sample')}
          </p>
        </div>
      ))}
      <p className={s.money} data-role="money">
        {t('roles.money')}
      </p>
    </div>
  );
}

function Spacing({ t }: Props): ReactNode {
  return (
    <div className={s.page}>
      <h2 className={s.heading}>{t('space.title')}</h2>
      <table className={s.table}>
        <thead>
          <tr>
            <th scope="col">{t('space.token')}</th>
            <th scope="col">{t('space.value')}</th>
            <th scope="col">
              <span className={visuallyHidden}>{t('swatches.sample')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(space).map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className={s.code}>
                {name}
              </th>
              <td className={s.code}>{value}</td>
              <td>
                <div className={s.spaceBar} style={{ width: value }} aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta: Meta = {
  title: 'Theme/Tokens',
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj;

const withT = (Component: (p: Props) => ReactNode): Story['render'] =>
  function Render(_args, { globals }) {
    const locale = asStoryLocale(globals.locale);
    return <Component t={translator(locale)} locale={locale} />;
  };

/** Every colour of the current dealer theme, and the contrast of every pair the kit renders. */
export const Colors: Story = {
  render: withT(Colours),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows.length).toBeGreaterThan(40);
    await expect(canvas.queryAllByText(/Fails AA|Non conforme AA/)).toHaveLength(0);
    await expect(canvas.getAllByText(/Passes AA|Conforme AA/).length).toBe(rows.length - 1);
  },
};

export const ColorsInFrench: Story = {
  ...Colors,
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Jetons de couleur' })).toBeVisible();
    await expect(canvas.queryAllByText('Non conforme AA')).toHaveLength(0);
  },
};

export const TypeScaleStory: Story = {
  name: 'Type scale',
  render: withT(TypeScale),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const samples = canvas.getAllByText('The quick brown fox rides to the dealership');
    await expect(samples).toHaveLength(Object.keys(fontSize).length);
    const sizes = samples.map((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    await expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
  },
};

/**
 * The type roles, in the kit's typeface: each role smaller than the one before, every one set in
 * Inter (loaded, not a fallback), money in tabular figures.
 */
export const TypeRolesStory: Story = {
  name: 'Type roles',
  tags: ['visual'],
  render: withT(TypeRoles),
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    const roles = [...canvasElement.querySelectorAll<HTMLElement>('[data-role]')];
    const names = roles.map((el) => el.dataset.role);
    await expect(names).toEqual([...Object.keys(typeRoles), 'money']);
    for (const el of roles) {
      await expect(getComputedStyle(el).fontFamily).toMatch(/^"?Inter Variable"?,/);
    }
    await expect(document.fonts.check('16px "Inter Variable"', 'Aa')).toBe(true);
    await expect(
      [...document.fonts].some(
        (face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded',
      ),
    ).toBe(true);
    const sizes = roles.slice(0, -1).map((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    await expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    const money = roles.at(-1) as HTMLElement;
    await expect(getComputedStyle(money).fontVariantNumeric).toBe('tabular-nums');
  },
};

export const SpacingStory: Story = {
  name: 'Spacing',
  render: withT(Spacing),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'lg' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(Object.keys(space).length + 1);
  },
};
