// The credit application's client state.
import { areaAtom } from '../../shared/state/store.ts';

/**
 * Credit-application drafts typed and not yet saved, per `order:party:section`: in memory only (this
 * area is never persisted, so a SIN/SSN or a date of birth never reaches the browser's storage).
 */
export const creditAppAtom = areaAtom<{
  drafts?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}>({});
