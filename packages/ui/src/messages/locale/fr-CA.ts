/**
 * The kit's fr-CA messages alone (`@storefront/ui/messages/fr-CA`): an app imports the one locale a page
 * needs (or lets `KitIntlProvider` load it) instead of `uiMessages`, which holds all three.
 * The texts stay in `../fr-CA.json` and the flows' folders (`../deal/`, `../credit/`, `../appointment/`,
 * `../deposit/`).
 */
import appointment from '../appointment/fr-CA.json' with { type: 'json' };
import credit from '../credit/fr-CA.json' with { type: 'json' };
import deal from '../deal/fr-CA.json' with { type: 'json' };
import deposit from '../deposit/fr-CA.json' with { type: 'json' };
import base from '../fr-CA.json' with { type: 'json' };
import type { UiMessages } from '../index.ts';

const messages: UiMessages = { ...base, ...deal, ...credit, ...appointment, ...deposit };
export default messages;
