import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withConsole, withConsolePage } from '../storybook/withConsole.tsx';
import { type InboxLead, LeadInbox, type OpenedLead } from './LeadInbox.tsx';

const XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf><prospect status="new"><requestdate>2026-11-26T15:30:00.000Z</requestdate>' +
  '<vehicle interest="buy" status="new"><year>2026</year><make>Honda</make><model>Civic</model><trim>EX</trim><vin>2HGFE2F59TH000001</vin><stock>MM1001</stock></vehicle>' +
  '<customer><contact><name part="first">Émilie</name><name part="last">Roy</name><email>emilie.roy@example.com</email></contact><comments>Still there on Saturday?</comments></customer>' +
  '</prospect></adf>\n';

const LEADS: readonly InboxLead[] = [
  {
    id: 31,
    kind: 'customer_question_availability',
    status: 'queued',
    customer_id: 7,
    created_at: '2026-11-26T15:30:00Z',
    customer: { name: 'Émilie Roy', email: 'emilie.roy@example.com', phone: '' },
    vehicle: {
      year: 2026,
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
      vin: '2HGFE2F59TH000001',
      stock_number: 'MM1001',
    },
  },
  {
    id: 30,
    kind: 'send_finance_lead',
    status: 'failed',
    customer_id: null,
    created_at: '2026-11-25T09:05:00Z',
    customer: { name: '', email: 'walk.in@example.com', phone: '' },
    vehicle: null,
    handled: { at: '2026-11-25T14:00:00Z', by: 'Sam Patel' },
  },
  {
    id: 29,
    kind: 'customer_question_question',
    status: 'not_sent',
    not_sent_reason: 'not_signed_in',
    customer_id: null,
    created_at: '2026-11-24T18:00:00Z',
    customer: { name: 'Nadia Khan', email: 'nadia.khan@example.com', phone: '' },
    vehicle: null,
  },
];

const OPENED: OpenedLead = {
  ...(LEADS[0] as InboxLead),
  adf_xml: XML,
  delivery: {
    channel: 'crm_email',
    to: 'leads@maplemotors.example.ca',
    status: 'queued',
    queued_at: '2026-11-26T15:30:00Z',
  },
};

const meta = {
  title: 'Console/LeadInbox',
  component: LeadInbox,
  decorators: [withConsolePage, withConsole],
  args: { items: LEADS, onOpen: fn(), onClose: fn(), timeZone: 'America/Toronto' },
} satisfies Meta<typeof LeadInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each lead: who, which vehicle, the kind, when it came in (the staff's locale) and its delivery state. */
export const Leads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('listitem', { name: 'Émilie Roy' });
    await expect(first).toHaveTextContent('2026 Honda Civic EX · VIN 2HGFE2F59TH000001');
    await expect(first).toHaveTextContent(
      /Availability request · Received Nov 26, 2026, 10:30\sAM · Queued for the CRM/,
    );
    await expect(first).toHaveAttribute('data-status', 'queued');
    await expect(first).toHaveAttribute('data-kind', 'customer_question_availability');
    // No name: the e-mail address names the lead; no vehicle is said so.
    const second = canvas.getByRole('listitem', { name: 'walk.in@example.com' });
    await expect(second).toHaveTextContent('No vehicle');
    await expect(second).toHaveTextContent(/Finance · Received Nov 25, 2026, 4:05\sAM · Not delivered/);
    await expect(second).toHaveAttribute('data-status', 'failed');
    // Unread or handled, by whom and when.
    await expect(first).toHaveAttribute('data-handled', 'false');
    await expect(first).toHaveTextContent('Unread');
    await expect(second).toHaveAttribute('data-handled', 'true');
    await expect(second).toHaveTextContent(/Handled by Sam Patel, Nov 25, 2026, 9:00\sAM/);
    // A lead the rule kept from the CRM says why.
    const third = canvas.getByRole('listitem', { name: 'Nadia Khan' });
    await expect(third).toHaveAttribute('data-status', 'not_sent');
    await expect(third).toHaveTextContent('Not sent to the CRM (the shopper was not signed in)');
  },
};

/**
 * Marking a lead handled: the app's call gets the lead; once the app says it is handled, the card says
 * by whom and focus goes to that line (the button is gone). A refusal is said on the card.
 */
export const MarkHandled: Story = {
  args: { onHandled: fn() },
  render: function Render(args) {
    const [items, setItems] = useState(args.items);
    return (
      <LeadInbox
        {...args}
        items={items}
        onHandled={(lead) => {
          args.onHandled?.(lead);
          setItems((shown) =>
            shown.map((i) =>
              i.id === lead.id ? { ...i, handled: { at: '2026-11-27T13:15:00Z', by: 'Alex Martin' } } : i,
            ),
          );
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: 'Mark the lead of walk.in@example.com handled' }),
    ).toBeNull();
    const mark = canvas.getByRole('button', { name: 'Mark the lead of Émilie Roy handled' });
    mark.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onHandled).toHaveBeenCalledWith(expect.objectContaining({ id: 31 }));
    const card = canvas.getByRole('listitem', { name: 'Émilie Roy' });
    await expect(card).toHaveAttribute('data-handled', 'true');
    await expect(card).toHaveTextContent(/Handled by Alex Martin, Nov 27, 2026, 8:15\sAM/);
    await expect(canvas.queryByRole('button', { name: 'Mark the lead of Émilie Roy handled' })).toBeNull();
    await expect(card.querySelector('[data-handled-line]')).toHaveFocus();
  },
};

/** A lead the server could not mark handled: said on its card, the button still there. */
export const MarkHandledRefused: Story = {
  args: { onHandled: fn(), markFailed: 31 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The lead could not be marked handled. Try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Mark the lead of Émilie Roy handled' })).toBeVisible();
  },
};

/** An opened lead's delivery: delivered, given up after its attempts, or waiting to be tried again. */
export const DeliveryStates: Story = {
  args: {
    opened: {
      ...OPENED,
      status: 'queued',
      delivery: {
        ...OPENED.delivery,
        attempts: 2,
        next_attempt_at: '2026-11-26T15:45:00Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/2 attempts failed: next try Nov 26, 2026, 10:45\sAM/)).toBeVisible();
  },
};

export const DeliveredAndGivenUp: Story = {
  args: {
    opened: {
      ...OPENED,
      status: 'failed',
      delivery: { ...OPENED.delivery, status: 'failed', attempts: 5, failed_at: '2026-11-27T16:30:00Z' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Given up Nov 27, 2026, 11:30\sAM, after 5 attempts/)).toBeVisible();
  },
};

/**
 * Opening a lead: focus on its heading, where it went, the ADF/XML as sent (copied whole, downloaded as
 * lead-<id>.xml); closing it gives focus back to its Open button. Up and Down move between the leads.
 */
export const OpenCopyAndClose: Story = {
  args: { copyText: fn(async () => undefined) },
  render: function Render(args) {
    const [opened, setOpened] = useState<OpenedLead | null>(null);
    return (
      <LeadInbox
        {...args}
        opened={opened}
        onOpen={(lead) => {
          args.onOpen(lead);
          setOpened({ ...OPENED, ...lead });
        }}
        onClose={() => setOpened(null)}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Open the lead of Émilie Roy' });
    open.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Open the lead of walk.in@example.com' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 31 }));
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Lead 31: Availability request' }),
    ).toHaveFocus();
    await expect(canvas.getByText('Sent to the CRM address leads@maplemotors.example.ca')).toBeVisible();
    const block = canvas.getByRole('heading', { level: 4, name: 'ADF/XML as sent' });
    await expect(block).toBeVisible();
    const pre = canvasElement.querySelector('pre[data-adf]');
    await expect(pre?.textContent).toBe(XML);
    await expect(getComputedStyle(pre as Element).fontFamily).toMatch(/monospace/);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy XML' }));
    await expect(args.copyText).toHaveBeenCalledWith(XML);
    await expect(canvas.getByRole('status')).toHaveTextContent('The XML is copied.');
    const download = canvas.getByRole('link', { name: 'Download lead-31.xml' });
    await expect(download).toHaveAttribute('download', 'lead-31.xml');
    await expect(decodeURIComponent(download.getAttribute('href') ?? '')).toBe(
      `data:application/xml;charset=utf-8,${XML}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Close the lead' }));
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open the lead of Émilie Roy' })).toHaveFocus();
  },
};

/** A clipboard that refuses: the staff member is told to select the text instead. */
export const CopyRefused: Story = {
  args: { opened: OPENED, copyText: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy XML' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('The XML could not be copied.');
  },
};

/** The dealer without a CRM address; a lead that could not be opened. */
export const NoCrmAddressAndAFailure: Story = {
  args: { opened: { ...OPENED, delivery: { ...OPENED.delivery, to: null } }, failed: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No CRM address is set/)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The lead could not be opened. Try again.');
  },
};

/**
 * A lead never sent (the shopper was not signed in) says why, and not that it waits in the outbox
 * (found in a staff trial: the opened lead said both).
 */
export const NotSentOpenedInFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    opened: {
      ...(LEADS[2] as InboxLead),
      adf_xml: XML,
      delivery: {
        channel: 'crm_email',
        to: null,
        status: 'not_sent',
        not_sent_reason: 'not_signed_in',
        queued_at: '2026-11-24T18:00:00Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lead = canvas.getByRole('listitem', { name: 'Nadia Khan' });
    await expect(within(lead).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(lead).not.toHaveTextContent(/attend dans la file/);
    await expect(lead).toHaveTextContent('Non envoyée au GRC (le client n’était pas connecté)');
  },
};

/** In French (Quebec): the words, the date and the colon's space. */
export const French: Story = {
  globals: { locale: 'fr-CA' },
  args: { opened: OPENED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pistes de vente' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'Émilie Roy' })).toHaveTextContent(
      /Demande de disponibilité · Reçue le 26 nov\. 2026/,
    );
    // The vehicle identification number is the NIV in French (a staff trial read "VIN" here).
    await expect(canvas.getByRole('listitem', { name: 'Émilie Roy' })).toHaveTextContent(/ · NIV \w{17}/);
    await expect(canvas.getByRole('listitem', { name: 'Émilie Roy' })).not.toHaveTextContent(/VIN/);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Piste 31 : Demande de disponibilité' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copier le XML' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Télécharger lead-31.xml' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'Émilie Roy' })).toHaveTextContent('Non lue');
    await expect(canvas.getByRole('listitem', { name: 'walk.in@example.com' })).toHaveTextContent(
      /Traitée par Sam Patel, le 25 nov\. 2026/,
    );
    await expect(canvas.getByRole('listitem', { name: 'Nadia Khan' })).toHaveTextContent(
      'Non envoyée au GRC (le client n’était pas connecté)',
    );
  },
};

/** Filtering by kind: the app's call gets the kind chosen. */
export const FilterByKind: Story = {
  globals: { locale: 'en-CA' },
  args: { kinds: ['send_finance_lead', 'customer_question_availability'], onKind: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Kind of lead'), 'Finance');
    await expect(args.onKind).toHaveBeenCalledWith('send_finance_lead');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No lead has been sent yet.')).toBeVisible();
  },
};

/** More on the server: "Show more leads" adds them, focus on the first one added. */
export const MorePages: Story = {
  args: { items: LEADS.slice(0, 1), onMore: fn() },
  render: function Render(args) {
    const [items, setItems] = useState(args.items);
    return (
      <LeadInbox {...args} items={items} onMore={items.length < 2 ? () => setItems(LEADS) : undefined} />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more leads' }));
    await expect(canvas.getByRole('button', { name: 'Open the lead of walk.in@example.com' })).toHaveFocus();
  },
};
