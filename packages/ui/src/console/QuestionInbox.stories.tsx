import { contrastRatio } from '@storefront/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withConsole, withConsolePage } from '../storybook/withConsole.tsx';
import { QuestionInbox, type QuestionInboxProps, QuestionList } from './QuestionInbox.tsx';
import type { InboxQuestion } from './types.ts';

/** A computed colour's channels (red, green, blue, and alpha when it has one). */
const channelsOf = (css: string): number[] => (css.match(/[\d.]+/g) ?? []).map(Number);

/** Red, green and blue as a six-digit hex colour. */
const hexOf = (channels: readonly number[]): string =>
  `#${channels
    .slice(0, 3)
    .map((n) => Math.round(n).toString(16).padStart(2, '0'))
    .join('')}`;

/** The contrast of an element's text with the first opaque background under it (white at the end). */
function textContrast(element: Element): number {
  let under: Element | null = element;
  let background = [255, 255, 255];
  while (under) {
    const channels = channelsOf(getComputedStyle(under).backgroundColor);
    if (channels.length === 3 || (channels[3] ?? 0) > 0) {
      background = channels;
      break;
    }
    under = under.parentElement;
  }
  return contrastRatio(hexOf(channelsOf(getComputedStyle(element).color)), hexOf(background));
}

const QUESTIONS: readonly InboxQuestion[] = [
  {
    id: 12,
    customer: 7,
    name: 'Émilie Roy',
    email: 'emilie.roy@example.com',
    phone: '514-555-0142',
    message: 'Is the blue one still there on Saturday?\nI can come at 10.',
    created_at: '2026-11-26T15:30:00Z',
    vehicle: { id: 86, year: 2026, make: 'Honda', model: 'Civic', trim: 'EX', stock_number: 'MM1001' },
  },
  {
    id: 11,
    customer: null,
    name: '',
    email: 'walk.in@example.com',
    phone: '',
    message: 'Do you take trade-ins?',
    created_at: '2026-11-25T09:05:00Z',
    vehicle: null,
  },
];

/**
 * An inbox whose questions the story keeps, a reply answered by `answer` (the question as the server
 * would answer it; thrown: refused), given how many replies were tried before.
 */
function RepliedInbox({
  answer,
  ...args
}: QuestionInboxProps & {
  answer: (question: InboxQuestion, message: string, tries: number) => InboxQuestion;
}): ReactNode {
  const [items, setItems] = useState(args.items);
  const tries = useRef(0);
  return (
    <QuestionInbox
      {...args}
      items={items}
      onReply={async (question, message) => {
        await args.onReply?.(question, message);
        const answered = answer(question, message, tries.current++);
        setItems((shown) => shown.map((q) => (q.id === question.id ? answered : q)));
        return answered;
      }}
    />
  );
}

const meta = {
  title: 'Console/QuestionInbox',
  component: QuestionInbox,
  subcomponents: { QuestionList },
  decorators: [withConsolePage, withConsole],
  args: {
    items: QUESTIONS,
    dealerName: 'Maple Motors',
    country: 'CA',
    renderCustomer: (question, label) => <a href={`#customer-${question.customer}`}>{label}</a>,
  },
} satisfies Meta<typeof QuestionInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each question: the vehicle, who asked and when, the words as typed, and the ways to answer. */
export const Questions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('article', { name: '2026 Honda Civic EX · Stock MM1001' });
    await expect(first).toHaveTextContent('Asked by Émilie Roy');
    // The shopper's line breaks are kept.
    await expect(within(first).getByText(/Saturday\?\s+I can come at 10\./)).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'Reply to Émilie Roy by e-mail' })).toHaveAttribute(
      'href',
      'mailto:emilie.roy%40example.com?subject=Your%20question%20to%20Maple%20Motors',
    );
    await expect(within(first).getByRole('link', { name: 'Call (514) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+15145550142',
    );
    await expect(within(first).getByRole('link', { name: 'Deals of Émilie Roy' })).toHaveAttribute(
      'href',
      '#customer-7',
    );
    // Signed out, without a name or a phone: the address, and nothing to call or open.
    const second = canvas.getByRole('article', { name: 'About the dealership' });
    await expect(second).toHaveTextContent('Asked by walk.in@example.com');
    await expect(within(second).queryByRole('link', { name: /Call|Deals/ })).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Questions des clients' })).toBeVisible();
    const first = canvas.getByRole('article', { name: '2026 Honda Civic EX · N° de stock MM1001' });
    await expect(first).toHaveTextContent('Posée par Émilie Roy, le');
    await expect(
      within(first).getByRole('link', { name: 'Répondre à Émilie Roy par courriel' }),
    ).toHaveAttribute(
      'href',
      'mailto:emilie.roy%40example.com?subject=Votre%20question%20%C3%A0%20Maple%20Motors',
    );
    await expect(canvas.getByRole('article', { name: 'Au sujet du concessionnaire' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No shopper has asked a question yet.')).toBeVisible();
  },
};

/** More on the server: "Show more questions" adds them, focus on the first one added. */
export const MorePages: Story = {
  args: { items: QUESTIONS.slice(0, 1), onMore: fn() },
  render: function Render(args) {
    const [items, setItems] = useState(args.items);
    return (
      <QuestionInbox
        {...args}
        items={items}
        onMore={items.length < 2 ? () => setItems(QUESTIONS) : undefined}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more questions' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'About the dealership' })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Show more questions' })).toBeNull();
  },
};

/** When it was asked, at the dealership's time whatever the staff member's device says. */
export const AskedAtTheDealersTime: Story = {
  globals: { locale: 'en-CA' },
  args: {
    items: [{ ...(QUESTIONS[0] as InboxQuestion), created_at: '2026-11-26T12:30:00Z' }],
    timeZone: 'Pacific/Auckland',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Asked by Émilie Roy, Nov 27, 2026, 1:30\sa\.m\./),
    ).toBeVisible();
  },
};

/**
 * "Mark as answered": the question then says who answered and when, and focus goes there (found in a
 * staff trial: answering left no trace, so two reps could answer one shopper). A refusal says so.
 */
export const MarkAnswered: Story = {
  globals: { locale: 'en-CA' },
  args: { timeZone: 'America/Toronto', onAnswered: fn() },
  render: function Render(args) {
    const [items, setItems] = useState(args.items);
    return (
      <QuestionInbox
        {...args}
        items={items}
        onAnswered={async (question) => {
          await args.onAnswered?.(question);
          if (question.id === 11) throw new Error('refused');
          setItems((shown) =>
            shown.map((q) =>
              q.id === question.id
                ? { ...q, answered: { at: '2026-11-26T16:00:00Z', by: 'Priya Natarajan' } }
                : q,
            ),
          );
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('button', { name: 'Mark as answered' });
    await userEvent.click(first as HTMLElement);
    await expect(args.onAnswered).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    const line = canvas.getByText(/^Answered by Priya Natarajan, Nov 26, 2026, 11:00\sa\.m\.$/);
    await expect(line).toHaveFocus();
    await expect(canvas.getAllByRole('button', { name: 'Mark as answered' })).toHaveLength(1);
    await userEvent.click(second as HTMLElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be marked answered');
  },
};

/** Answered, in French; a role that may not mark questions sees no button. */
export const AnsweredInFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    timeZone: 'America/Toronto',
    items: [
      { ...(QUESTIONS[0] as InboxQuestion), answered: { at: '2026-11-26T16:00:00Z', by: 'Priya Natarajan' } },
      { ...(QUESTIONS[1] as InboxQuestion), answered: { at: '2026-11-26T16:00:00Z', by: null } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Répondue par Priya Natarajan, le 26 nov\. 2026/)).toBeVisible();
    await expect(canvas.getByText(/^Répondue le 26 nov\. 2026/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Marquer comme répondue' })).toBeNull();
  },
};

/**
 * "Reply to …" opens a reply in place (found in a staff trial: staff could only answer outside the
 * console): focus in its field; an empty reply is refused under it; Cancel goes back to the button;
 * a refusal of the server keeps the text; once sent, focus on the question's "Answered" line and the
 * reply shown with who sent it and when.
 */
export const ReplyForm: Story = {
  globals: { locale: 'en-CA' },
  args: { timeZone: 'America/Toronto', onReply: fn() },
  render: (args) => (
    <RepliedInbox
      {...args}
      answer={(question, message, tries) => {
        if (tries === 0) throw new Error('The server said no.');
        return {
          ...question,
          answered: { at: '2026-11-26T16:00:00Z', by: 'Priya Natarajan' },
          replies: [{ message, at: '2026-11-26T16:00:00Z', by: 'Priya Natarajan' }],
        };
      }}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Reply to Émilie Roy' });
    await userEvent.click(open);
    const field = canvas.getByRole('textbox', {
      name: 'Your reply to Émilie Roy, emailed from Maple Motors',
    });
    await expect(field).toHaveFocus();
    // Nothing typed: refused under the field, which says so.
    await userEvent.click(canvas.getByRole('button', { name: 'Send the reply' }));
    await expect(field).toHaveAccessibleDescription('Write your reply.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // Legible (found in a trial: white on the white card).
    await expect(textContrast(canvas.getByText('Write your reply.'))).toBeGreaterThanOrEqual(4.5);
    await expect(args.onReply).not.toHaveBeenCalled();
    // Cancel: the form closes, focus back on its button.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reply to Émilie Roy' })).toHaveFocus();
    // The server refuses the first send: said under the field, the text kept.
    await userEvent.click(canvas.getByRole('button', { name: 'Reply to Émilie Roy' }));
    const again = canvas.getByRole('textbox', { name: /^Your reply to Émilie Roy/ });
    await userEvent.type(again, 'Yes, until Saturday noon.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the reply' }));
    await expect(again).toHaveAccessibleDescription('The server said no.');
    await expect(again).toHaveValue('Yes, until Saturday noon.');
    await expect(again).toHaveFocus();
    // Sent: the question says who answered, focus there, and shows the reply.
    await userEvent.click(canvas.getByRole('button', { name: 'Send the reply' }));
    await expect(args.onReply).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 12 }),
      'Yes, until Saturday noon.',
    );
    await expect(
      canvas.getByText(/^Answered by Priya Natarajan, Nov 26, 2026, 11:00\sa\.m\.$/),
    ).toHaveFocus();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    const first = canvas.getByRole('article', { name: /Honda Civic/ });
    await expect(first).toHaveTextContent(/Replied by Priya Natarajan, Nov 26, 2026, 11:00\sa\.m\.:/);
    await expect(within(first).getByText('Yes, until Saturday noon.')).toBeVisible();
  },
};

/** A question replied from the console: the reply, who sent it and when, in French too. */
export const Replied: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    timeZone: 'America/Toronto',
    onReply: fn(),
    items: [
      {
        ...(QUESTIONS[0] as InboxQuestion),
        answered: { at: '2026-11-26T16:00:00Z', by: 'Priya Natarajan' },
        replies: [
          {
            message: 'Oui, jusqu’à samedi midi.\nÀ bientôt !',
            at: '2026-11-26T16:00:00Z',
            by: 'Priya Natarajan',
          },
          { message: 'Elle est lavée et prête.', at: '2026-11-27T14:00:00Z', by: 'Isabelle Gagnon' },
        ],
      },
      {
        ...(QUESTIONS[1] as InboxQuestion),
        answered: { at: '2026-11-26T16:00:00Z', by: null },
        replies: [{ message: 'Oui.', at: '2026-11-26T16:00:00Z', by: null }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('article', { name: /Honda Civic/ });
    await expect(first).toHaveTextContent(/Réponse de Priya Natarajan, le 26 nov\. 2026/);
    // Elided before a vowel (found in review: "Réponse de Isabelle").
    await expect(first).toHaveTextContent(/Réponse d’Isabelle Gagnon, le 27 nov\. 2026/);
    await expect(first).not.toHaveTextContent(/de Isabelle/);
    await expect(within(first).getByText(/jusqu’à samedi midi\.\s+À bientôt !/)).toBeVisible();
    const second = canvas.getByRole('article', { name: 'Au sujet du concessionnaire' });
    await expect(second).toHaveTextContent(/Réponse envoyée le 26 nov\. 2026/);
    // A follow-up may still be sent.
    await expect(within(first).getByRole('button', { name: 'Répondre à Émilie Roy' })).toBeVisible();
  },
};

const TWO_REPLIES: InboxQuestion = {
  ...(QUESTIONS[0] as InboxQuestion),
  answered: { at: '2026-11-26T16:00:00Z', by: 'Priya Natarajan' },
  replies: [
    { message: 'Yes, until Saturday noon.', at: '2026-11-26T16:00:00Z', by: 'Priya Natarajan' },
    { message: 'It is washed and ready for you.', at: '2026-11-27T14:00:00Z', by: null },
  ],
};

/**
 * Every reply sent, oldest first, each with who sent it and when (found in review: a second reply
 * replaced the first, its words lost).
 */
export const TwoReplies: Story = {
  globals: { locale: 'en-CA' },
  args: { timeZone: 'America/Toronto', items: [TWO_REPLIES] },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: /Honda Civic/ });
    const first = within(card).getByText(/^Replied by Priya Natarajan, Nov 26, 2026, 11:00\sa\.m\.:$/);
    const second = within(card).getByText(/^Replied, Nov 27, 2026, 9:00\sa\.m\.:$/);
    await expect(within(card).getByText('Yes, until Saturday noon.')).toBeVisible();
    await expect(within(card).getByText('It is washed and ready for you.')).toBeVisible();
    // In the order they were sent.
    await expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(
      within(card)
        .getByText('Yes, until Saturday noon.')
        .compareDocumentPosition(within(card).getByText('It is washed and ready for you.')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/**
 * A question already replied to: the reply form says so, by whom and when, before anything is sent
 * (found in review: a second staff member replied unaware of the first); the reply is added after
 * the first, which stays.
 */
export const AlreadyAnswered: Story = {
  globals: { locale: 'en-CA' },
  args: { timeZone: 'America/Toronto', items: [TWO_REPLIES, QUESTIONS[1] as InboxQuestion], onReply: fn() },
  render: (args) => (
    <RepliedInbox
      {...args}
      answer={(question, message) => ({
        ...question,
        replies: [...(question.replies ?? []), { message, at: '2026-11-28T15:00:00Z', by: 'Marc Tremblay' }],
      })}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply to Émilie Roy' }));
    const field = canvas.getByRole('textbox', { name: /^Your reply to Émilie Roy/ });
    // The last reply's author and day, said before the field and read with it.
    const warning = 'Already answered on Nov 27, 2026. Your reply is sent as a further email.';
    await expect(canvas.getByText(warning)).toBeVisible();
    await expect(field).toHaveAccessibleDescription(warning);
    await userEvent.type(field, 'See you at 10.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the reply' }));
    await expect(args.onReply).toHaveBeenCalledOnce();
    const card = canvas.getByRole('article', { name: /Honda Civic/ });
    await expect(within(card).getByText('Yes, until Saturday noon.')).toBeVisible();
    await expect(within(card).getByText('See you at 10.')).toBeVisible();
    await expect(card).toHaveTextContent(/Replied by Marc Tremblay, Nov 28, 2026/);
    // A question never replied to: no warning.
    await userEvent.click(canvas.getByRole('button', { name: 'Reply to walk.in@example.com' }));
    await expect(
      canvas.getByRole('textbox', { name: /^Your reply to walk\.in/ }),
    ).not.toHaveAccessibleDescription();
    await expect(canvas.queryByText(/Already answered/)).toBeNull();
  },
};

/** The warning in French, by a staff member whose name takes an elision nowhere (« par »). */
export const AlreadyAnsweredInFrench: Story = {
  globals: { locale: 'fr-CA' },
  args: {
    timeZone: 'America/Toronto',
    items: [
      {
        ...TWO_REPLIES,
        replies: [{ message: 'Oui.', at: '2026-11-26T16:00:00Z', by: 'Isabelle Gagnon' }],
      },
    ],
    onReply: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Réponse d’Isabelle Gagnon, le 26 nov\. 2026/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Répondre à Émilie Roy' }));
    await expect(
      canvas.getByText(
        'Déjà répondue par Isabelle Gagnon, le 26 nov. 2026. Votre réponse sera envoyée dans un nouveau courriel.',
      ),
    ).toBeVisible();
  },
};

/**
 * The list alone, as the console's customer page draws a customer's questions under its "Questions":
 * headings one level down, "Not answered yet" on a question nobody answered, every reply in order.
 */
export const ListOnACustomerPage: Story = {
  globals: { locale: 'en-CA' },
  args: { timeZone: 'America/Toronto', items: [TWO_REPLIES, QUESTIONS[1] as InboxQuestion] },
  render: (args) => (
    <section aria-labelledby="their-questions">
      <h2 id="their-questions">Questions</h2>
      <QuestionList {...args} headingLevel={3} showUnanswered />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Questions' });
    await expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['2026 Honda Civic EX · Stock MM1001', 'About the dealership']);
    await expect(within(region).queryByRole('heading', { level: 1 })).toBeNull();
    const [replied, open] = within(region).getAllByRole('article');
    await expect(replied).toHaveTextContent(/Answered by Priya Natarajan/);
    await expect(within(replied as HTMLElement).getAllByText(/^Replied/)).toHaveLength(2);
    await expect(open).toHaveTextContent('Not answered yet');
  },
};
