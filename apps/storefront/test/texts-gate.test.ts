import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextsGateContext } from '../src/shared/i18n/textsGate.ts';
import { lazyComponent } from '../src/shared/lazy/lazyComponent.ts';

// A component of its own chunk, with texts of the rest of the messages, is not rendered while the shell
// renders without every pack, even once its chunk is in (an urgent update could render it with the
// messages of before): it waits for the shell's gate.

function Panel() {
  return createElement('p', null, 'a text of the rest');
}
function Footer() {
  return createElement('p', null, 'a core text');
}

const rest = () =>
  lazyComponent(
    async () => ({ Panel }),
    (module) => module.Panel,
  );

function render(gate: Promise<void> | null, Component: ReturnType<typeof rest>['Component']): string {
  return renderToString(
    createElement(
      TextsGateContext,
      { value: gate },
      createElement(Suspense, { fallback: createElement('i', null, 'waiting') }, createElement(Component)),
    ),
  );
}

/** Renders until the lazy component no longer suspends on its own chunk (at most a few rounds). */
async function settled(gate: Promise<void> | null, Component: ReturnType<typeof rest>['Component']) {
  let html = render(gate, Component);
  for (let i = 0; i < 5 && html.includes('waiting'); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    html = render(gate, Component);
  }
  return html;
}

describe('the texts gate of lazy components', () => {
  it('keeps a loaded component of the rest back while the shell has not every pack', async () => {
    const { Component, module } = rest();
    await module.load();
    const closed = new Promise<void>(() => {});
    const html = await settled(closed, Component);
    expect(html).toContain('waiting');
    expect(html).not.toContain('a text of the rest');
  });

  it('renders it once the shell has every pack (no gate)', async () => {
    const { Component } = rest();
    const html = await settled(null, Component);
    expect(html).toContain('a text of the rest');
  });

  it('asks for its chunk while it waits, so that the wait is not added to the load', async () => {
    const { Component, module } = rest();
    render(new Promise<void>(() => {}), Component);
    expect(module.pending).toBeDefined();
  });

  it('renders a core-texts component at once, whatever the gate', async () => {
    const { Component, module } = lazyComponent(
      async () => ({ Footer }),
      (loaded) => loaded.Footer,
      { coreTexts: true },
    );
    await module.load();
    const html = await settled(new Promise<void>(() => {}), Component);
    expect(html).toContain('a core text');
  });
});
