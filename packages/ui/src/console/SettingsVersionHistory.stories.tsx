import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSettings } from '../storybook/withSettings.tsx';
import * as styles from './Console.css.ts';
import { SettingsVersionHistory } from './SettingsVersionHistory.tsx';
import { VERSIONS } from './settingsFixtures.ts';

const meta = {
  title: 'Console/SettingsVersionHistory',
  component: SettingsVersionHistory,
  decorators: [
    (Story) => (
      <main className={styles.page}>
        <Story />
      </main>
    ),
    withSettings,
  ],
  args: { versions: VERSIONS, onRollback: fn(), timeZone: 'America/Toronto' },
} satisfies Meta<typeof SettingsVersionHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who changed what and when; every version but the current one can be gone back to. */
export const History: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Changed: finance and deposit/)).toBeVisible();
    // At the dealership's time (15:30 UTC is 10:30 in Toronto in November), its zone named.
    await expect(canvas.getByText(/Nov 20, 2026, 10:30\sAM EST/)).toBeVisible();
    await expect(canvas.getAllByText(/by Dana Admin/)).toHaveLength(2);
    await expect(canvas.getByText(/the settings before the first change/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Go back to version 3' })).toBeNull();
    // Asked first: Escape (or No) puts focus back on the button, Yes goes back.
    const back = canvas.getByRole('button', { name: 'Go back to version 1' });
    await userEvent.click(back);
    await expect(
      canvas.getByRole('group', { name: /Go back to version 1\? The storefront shows/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Go back to version 1' })).toHaveFocus();
    await expect(args.onRollback).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Go back to version 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, go back' }));
    await expect(args.onRollback).toHaveBeenCalledWith(1);
  },
};

/** After a rollback the message takes focus (the button that had it may be gone). */
export const RolledBack: Story = {
  args: {
    versions: [
      {
        version: 4,
        created_at: '2026-11-21T10:00:00Z',
        actor: { id: 3, name: 'Dana Admin' },
        changed: ['theme'],
        restored_from: 1,
      },
      ...VERSIONS,
    ],
    restored: { from: 1, current: 4 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Version 1 restored as version 4.');
    await expect(canvas.getByRole('status')).toHaveFocus();
    await expect(canvas.getByText('Restored from version 1')).toBeVisible();
  },
};

/** A sales manager reads the history without the way back. */
export const ReadOnly: Story = {
  args: { onRollback: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { versions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No change saved yet/)).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Modifié : financement et dépôt/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Revenir à la version 2' })).toBeVisible();
  },
};

/**
 * Unsaved changes in the settings form: going back to a version is asked first saying they would be
 * lost (found in a staff trial: a rollback silently threw away what was typed).
 */
export const RollbackWithUnsavedChanges: Story = {
  args: { unsaved: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go back to version 1' }));
    await expect(
      canvas.getByRole('group', { name: /Go back to version 1\?.*unsaved changes.*lost/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'No' }));
    await expect(args.onRollback).not.toHaveBeenCalled();
  },
};

export const RollbackWithUnsavedChangesFrench: Story = {
  args: { unsaved: true },
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revenir à la version 1' }));
    await expect(canvas.getByRole('group', { name: /non enregistrées.*perdues/ })).toBeVisible();
  },
};
