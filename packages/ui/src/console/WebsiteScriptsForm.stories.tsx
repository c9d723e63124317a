import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withConsole, withConsolePage } from '../storybook/withConsole.tsx';
import { WebsiteScriptsForm } from './WebsiteScriptsForm.tsx';

const SCRIPTS = {
  analytics_id: null,
  ga4_ids: ['G-MAPLE123'],
  pixel_url: null,
  monitoring: { url: 'https://js.monitor.example.net/agent.js', key: 'mon-1' },
  experiment: null,
  chat: { provider: 'LIVEPERSON' as const, url: 'https://chat.example.com/widget.js', account: 'acct-9' },
  survey: null,
};

const meta = {
  title: 'Console/WebsiteScriptsForm',
  component: WebsiteScriptsForm,
  decorators: [withConsolePage, withConsole],
  args: {
    origins: ['https://www.maplemotors.example.ca'],
    scripts: SCRIPTS,
    onSaveOrigins: fn(),
    onSaveScripts: fn(),
  },
} satisfies Meta<typeof WebsiteScriptsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin adds a website and a survey: each form sends what it holds, blank parts as none. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const origins = canvas.getByLabelText('Website origins, one per line');
    await expect(origins).toHaveValue('https://www.maplemotors.example.ca');
    await userEvent.type(origins, '{End}\n https://shop.example.com \n\n');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the websites' }));
    await expect(args.onSaveOrigins).toHaveBeenCalledWith([
      'https://www.maplemotors.example.ca',
      'https://shop.example.com',
    ]);
    const survey = canvas.getByRole('group', { name: 'Support survey' });
    await userEvent.type(within(survey).getByLabelText('Script address'), 'https://survey.example.org/s.js');
    await expect(canvas.getByLabelText('Provider')).toHaveDisplayValue('LivePerson');
    await userEvent.selectOptions(canvas.getByLabelText('Provider'), 'GUBAGOO');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the scripts' }));
    await expect(args.onSaveScripts).toHaveBeenCalledWith({
      ...SCRIPTS,
      chat: { ...SCRIPTS.chat, provider: 'GUBAGOO' },
      survey: { url: 'https://survey.example.org/s.js' },
    });
  },
};

/** The server refused: each field says why under it, what was typed stays, the count takes the focus. */
export const Refused: Story = {
  args: {
    scriptErrors: {
      'monitoring.url': ['Enter an https address, or a path on this server starting with /.'],
      'ga4_ids.0': ['Enter a Google Analytics 4 id such as G-ABC1234.'],
    },
    originErrors: {
      origins: ['Enter each address as an origin such as https://www.example.com (https, no path).'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const monitoring = within(canvas.getByRole('group', { name: 'Monitoring script' })).getByLabelText(
      'Script address',
    );
    await expect(monitoring).toHaveAttribute('aria-invalid', 'true');
    await expect(monitoring).toHaveAccessibleDescription(
      /Enter an https address, or a path on this server starting with \/\.$/,
    );
    await expect(monitoring).toHaveValue('https://js.monitor.example.net/agent.js');
    await expect(canvas.getByLabelText('Google Analytics 4 ids, one per line')).toHaveAccessibleDescription(
      'Enter a Google Analytics 4 id such as G-ABC1234.',
    );
    await expect(canvas.getByLabelText('Website origins, one per line')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((a) => a.textContent)).toEqual([
      '1 field needs a change. What you typed is kept.',
      '2 fields need a change. What you typed is kept.',
    ]);
    await expect(canvas.getByText('2 fields need a change. What you typed is kept.')).toHaveFocus();
  },
};

/** A sales manager reads: every field disabled, no save. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/An administrator of the dealership can change them/)).toBeVisible();
    await expect(canvas.getByLabelText('Website origins, one per line')).toBeDisabled();
    await expect(canvas.getByLabelText('Provider')).toBeDisabled();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
