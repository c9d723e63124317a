import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CORE_MESSAGES } from '../src/app/messagePacks.ts';
import { readServerRender } from '../src/shared/api/bootData.ts';
import { coreMessages, MESSAGE_PACKS, packOf, splitMessages } from '../src/shared/i18n/packs.ts';

// A locale's messages come in packs (src/shared/i18n/packs.ts): a server-rendered first page hydrates
// with the core pack, the app loads the rest once live.

const kitModule = pathToFileURL(join(import.meta.dirname, '../../../packages/ui/src/messages/index.ts')).href;
const { uiMessages } = (await import(kitModule)) as {
  uiMessages: Record<string, Readonly<Record<string, string>>>;
};
const texts = (locale: string): Record<string, string> => ({
  ...uiMessages[locale],
  ...JSON.parse(
    readFileSync(join(import.meta.dirname, `../src/shared/i18n/messages/${locale}.json`), 'utf8'),
  ),
});

describe('message packs', () => {
  it('put every message of a locale in exactly one pack, the same one in every locale', () => {
    const reference = splitMessages(texts('en-US'), CORE_MESSAGES);
    for (const locale of ['en-US', 'en-CA', 'fr-CA']) {
      const all = texts(locale);
      const packs = splitMessages(all, CORE_MESSAGES);
      const ids = MESSAGE_PACKS.flatMap((pack) => Object.keys(packs[pack]));
      expect(ids.sort()).toEqual(Object.keys(all).sort());
      for (const pack of MESSAGE_PACKS)
        expect(Object.keys(packs[pack]).sort()).toEqual(Object.keys(reference[pack]).sort());
    }
  });

  it('keep in the core what the shell and the first pages show, and dialogs and other steps out of it', () => {
    for (const id of [
      'app.skipToContent',
      'errors.http.network_retrying',
      'ui.header.login',
      'ui.dealerBar.endSession',
      'inventory.title',
      'bnp.steps',
      'deal.pricingHeader.title',
      'stock_badge.in_stock',
    ])
      expect([id, packOf(id, CORE_MESSAGES)]).toEqual([id, 'core']);
    for (const id of [
      'ui.signIn.email',
      'ui.feedback.title',
      'deal.review.title',
      'validation.email',
      'auth.title.default',
      // the cost of credit: its chunk renders once every pack is in (a priced payment comes after
      // the page is live), so its texts come with the rest
      'deal.disclosure.title',
    ])
      expect([id, packOf(id, CORE_MESSAGES)]).toEqual([id, 'rest']);
    const { core, rest } = splitMessages(texts('en-US'), CORE_MESSAGES);
    expect(Object.keys(core).length).toBeLessThan(Object.keys(rest).length);
  });
});

describe('the core pack', () => {
  it("holds the shell's messages and those a feature declares with its server-rendered routes", () => {
    const tradeIn = [
      { path: 'trade-in', boot: { coreMessages: ['tradeIn.summary.'] } },
      { path: 'trade-in/:id', children: [{ index: true, boot: { coreMessages: ['tradeIn.step.'] } }] },
    ];
    const core = coreMessages(tradeIn);
    expect(packOf('tradeIn.summary.title', core)).toBe('core');
    expect(packOf('tradeIn.step.vehicle', core)).toBe('core');
    expect(packOf('tradeIn.form.mileage', core)).toBe('rest');
    expect(packOf('ui.header.login', core)).toBe('core');
    expect(packOf('inventory.title', core)).toBe('rest');
  });
});

describe('the packs a server-rendered page was sent with', () => {
  const documentWith = (render: unknown) =>
    ({
      getElementById: () => ({ textContent: JSON.stringify({ dealer: null, answers: {}, render }) }),
    }) as unknown as Document;
  const render = { locale: 'fr-CA', queries: { queries: [] } };

  it('are read from the boot data', () => {
    expect(readServerRender(documentWith({ ...render, packs: ['core'] }))?.packs).toEqual(['core']);
  });

  it('are every pack when the list is missing, empty or names an unknown pack', () => {
    for (const packs of [undefined, [], ['core', 'extra'], 'core'])
      expect(readServerRender(documentWith({ ...render, packs }))?.packs).toEqual(MESSAGE_PACKS);
  });
});

describe('messages of loaded packs', () => {
  const pack = (id: string) => ({ default: { [id]: [{ type: 0, value: id }] } });
  const importMessages = async () => {
    vi.resetModules();
    for (const locale of ['en-US', 'en-CA', 'fr-CA'])
      for (const name of MESSAGE_PACKS)
        vi.doMock(`../src/shared/i18n/messages/${locale}.${name}.ts`, () => pack(`${locale}.${name}`));
    return import('../src/shared/i18n/messages.ts');
  };
  afterEach(() => {
    vi.resetModules();
    vi.unstubAllGlobals();
  });
  // The document's hydration has started (main.tsx, once the page's chunk is in).
  const startHydration = () => vi.stubGlobal('window', { __sfHydrating: true });

  it('render a hydration with the packs it started with, then with every pack', async () => {
    const messages = await importMessages();
    const hydration = { locale: 'fr-CA', packs: ['core'] } as const;
    expect(messages.loadedMessages('fr-CA', hydration)).toBeNull();
    await messages.loadMessages('fr-CA', ['core']);
    const first = messages.loadedMessages('fr-CA', hydration);
    expect(first?.complete).toBe(false);
    expect(Object.keys(first?.messages ?? {})).toEqual(['fr-CA.core']);
    // Without a hydration's packs, the locale is not ready before every pack is in.
    expect(messages.loadedMessages('fr-CA')).toBeNull();
    await messages.loadMessages('fr-CA');
    const all = messages.loadedMessages('fr-CA', hydration);
    expect(all?.complete).toBe(true);
    expect(Object.keys(all?.messages ?? {}).sort()).toEqual(['fr-CA.core', 'fr-CA.rest']);
    // The same object while the loaded packs are the same (react-intl keys its formatters on it).
    expect(messages.loadedMessages('fr-CA')?.messages).toBe(all?.messages);
  });

  it('wait for every pack of a locale the page did not start with', async () => {
    const messages = await importMessages();
    const hydration = { locale: 'fr-CA', packs: ['core'] } as const;
    await messages.loadMessages('en-CA', ['core']);
    expect(messages.loadedMessages('en-CA', hydration)).toBeNull();
    await messages.loadMessages('en-CA');
    expect(messages.loadedMessages('en-CA', hydration)?.complete).toBe(true);
  });

  it('let chunks wait for the messages being completed, starting their load after a partial hydration', async () => {
    const messages = await importMessages();
    let settled = false;
    await messages.messagesSettled().then(() => {
      settled = true;
    });
    expect(settled).toBe(true);
    // Before the hydration has started (main.tsx preloads the page's chunk then), nothing is waited for.
    await messages.loadMessages('fr-CA', ['core']);
    await messages.messagesSettled();
    const hydration = { locale: 'fr-CA', packs: ['core'] } as const;
    expect(messages.loadedMessages('fr-CA', hydration)?.complete).toBe(false);
    startHydration();
    // A chunk asked for once the page is live waits for the rest, even before the shell asks for it.
    await messages.messagesSettled();
    expect(messages.loadedMessages('fr-CA', hydration)?.complete).toBe(true);
  });

  it('let chunks wait for a full load the shell started', async () => {
    const messages = await importMessages();
    startHydration();
    await messages.loadMessages('en-CA', ['core']);
    const completing = messages.loadMessages('en-CA');
    await messages.messagesSettled();
    expect(messages.loadedMessages('en-CA')?.complete).toBe(true);
    await completing;
  });

  it('report a message asked for before its pack, and one missing from the catalogue, distinctly', async () => {
    const messages = await importMessages();
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((message: unknown) => errors.push(message));
    const missing = Object.assign(new Error('missing'), {
      code: 'MISSING_TRANSLATION',
      descriptor: { id: 'deal.review.title' },
    });
    messages.intlErrorHandler(false)(missing as never);
    messages.intlErrorHandler(true)(missing as never);
    spy.mockRestore();
    expect(errors).toEqual([
      `${messages.EARLY_MESSAGE_REPORT} deal.review.title`,
      `${messages.MISSING_MESSAGE_REPORT} deal.review.title`,
    ]);
  });
});
