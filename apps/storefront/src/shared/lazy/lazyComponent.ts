import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { messagesSettled } from '../i18n/messages.ts';
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
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => void; module: LazyModule<M> } {
  const module = lazyModule(importer, coreTexts ? {} : { ready: messagesSettled });
  return {
    Component: lazy(() => module.load().then((loaded) => ({ default: pick(loaded) }))),
    preload: () => void module.load().catch(() => undefined),
    module,
  };
}
