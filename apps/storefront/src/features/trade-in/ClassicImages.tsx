import { useMemo } from 'react';
import { useBlackBookFlow } from './context.ts';
import type { TradeIn2Step } from './steps.ts';
import { TradeIn2Photos } from './TradeIn2Photos.tsx';
import { type TradeIn2Flow, TradeIn2FlowContext } from './tradeIn2Context.ts';
import { EMPTY_TRADE_IN_2_DRAFT } from './tradeIn2Rules.ts';

/** Where the photo step's links go in the older flow: its details, its images, its review. */
const CLASSIC_STEP_OF: Readonly<Record<TradeIn2Step, string>> = {
  welcome: 'details',
  details: 'details',
  photos: 'images',
  review: 'review',
};

const keep = () => {};

/**
 * The older flow's vehicle images (spec 3 §2 and §5): the six angles of the saved trade-in, the
 * trade-in 2 flow's photo step (upload, removal asked first, "continue on my phone", the photo
 * watcher, continuing with fewer asked first), its links to this flow's steps.
 */
export function ClassicImages() {
  const flow = useBlackBookFlow();
  const photos = useMemo<TradeIn2Flow>(
    () => ({
      vehicleId: flow.vehicleId,
      signedIn: flow.signedIn,
      firstName: flow.firstName,
      order: flow.order,
      tradeIn: flow.tradeIn,
      // The photo step reads no draft: the trade-in is saved before it.
      draft: EMPTY_TRADE_IN_2_DRAFT,
      setDraft: keep,
      editDraft: keep,
      forget: keep,
      pendingSave: false,
      saveAtSignIn: keep,
      country: flow.country,
      stepPath: (step) => flow.path(`/${flow.name}/${flow.vehicleId}/${CLASSIC_STEP_OF[step]}/`),
      path: flow.path,
      refresh: flow.refresh,
    }),
    [flow],
  );
  return (
    <TradeIn2FlowContext value={photos}>
      <TradeIn2Photos />
    </TradeIn2FlowContext>
  );
}
