import { type ComponentType, createElement, lazy } from 'react';
import { messagesSettled } from '../i18n/messages.ts';
import { useCompleteTexts } from '../i18n/textsGate.ts';
import { type LazyModule, lazyModule } from './lazyModule.ts';

/**
 * A component of its own chunk (./lazyModule.ts, handed over once the messages being completed are in:
 * a hydrated page starts with the core pack only), for `<Suspense>`; `preload` fetches it ahead of its
 * first render, when its trigger is approached (a failed preload is left to the render).
 */
export function lazyComponent<M, P extends object>(
  importer: () => Promise<M | undefined>,
  pick: (module: M) => ComponentType<P>,
  {
    coreTexts = false,
  }: {
    /**
     * Its texts are all in the core pack: handed over as soon as it is in. (A component that waits
     * for the rest of the messages holds, until they come, every transition that renders it, such as
     * the render that makes a hydrated page live.)
     */
    coreTexts?: boolean;
  } = {},
): { Component: ComponentType<P>; preload: () => void; module: LazyModule<M> } {
  const module = lazyModule(importer, coreTexts ? {} : { ready: messagesSettled });
  const preload = () => void module.load().catch(() => undefined);
  const Lazy = lazy(() => module.load().then((loaded) => ({ default: pick(loaded) })));
  if (coreTexts) return { Component: Lazy as ComponentType<P>, preload, module };
  // (Made once per chunk, at module level where lazyComponent is called: the same component each render.)
  const gated = (props: P) =>
    createElement(WithCompleteTexts<P>, { component: Lazy as ComponentType<P>, preload, module, props });
  return { Component: gated, preload, module };
}

/**
 * A component with texts of the rest of the messages: its chunk asked for at once, rendered once the
 * shell has every pack (../i18n/textsGate.ts), not merely once the packs are loaded.
 */
function WithCompleteTexts<P extends object>({
  component,
  preload,
  module,
  props,
}: {
  component: ComponentType<P>;
  preload: () => void;
  module: LazyModule<unknown>;
  props: P;
}) {
  if (module.current === undefined) preload();
  useCompleteTexts();
  return createElement(component, props);
}
