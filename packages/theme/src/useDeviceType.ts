import { useCallback, useSyncExternalStore } from 'react';
import { DESKTOP_MIN_WIDTH, deviceTypeForWidth, media, mediaQuery } from './breakpoints.ts';
import type { BreakpointName, DeviceType } from './constants.ts';
import { BREAKPOINT_NAMES } from './constants.ts';

const canMatch = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a media query matches, updated live. `serverValue` is used without a window. */
export const useMediaQuery = (query: string, serverValue = false): boolean => {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (canMatch() ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
};

/** `'Mobile'` below 768 px (the sm breakpoint), `'Desktop'` from there up; updated on resize. */
export const useDeviceType = (): DeviceType => {
  const desktop = useMediaQuery(media.sm, true);
  return desktop ? 'Desktop' : deviceTypeForWidth(DESKTOP_MIN_WIDTH - 1);
};

/** The largest breakpoint the viewport reaches (`'base'` below 380 px); updated on resize. */
export const useBreakpoint = (): BreakpointName | 'base' => {
  const xs = useMediaQuery(mediaQuery('xs'), true);
  const sm = useMediaQuery(mediaQuery('sm'), true);
  const md = useMediaQuery(mediaQuery('md'), true);
  const lg = useMediaQuery(mediaQuery('lg'), true);
  const xlg = useMediaQuery(mediaQuery('xlg'), true);
  const reached = { xs, sm, md, lg, xlg };
  let current: BreakpointName | 'base' = 'base';
  for (const name of BREAKPOINT_NAMES) if (reached[name]) current = name;
  return current;
};
