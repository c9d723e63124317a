// The credit application's client state.
import { areaAtom } from '../../shared/state/store.ts';

/**
 * Credit-application drafts typed and not yet saved, per `order:party:section`: in memory (this area is
 * never persisted). For a reload, `useStepForm` also keeps the step's draft in the tab's session storage
 * (cleared by the step's save and by sign-out), never the SIN/SSN (`NEVER_STORED`): typed again.
 */
export const creditAppAtom = areaAtom<{
  drafts?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}>({});
