/**
 * The kit's en-CA messages alone (`@storefront/ui/messages/en-CA`): an app imports the one locale a page
 * needs (or lets `KitIntlProvider` load it) instead of `uiMessages`, which holds all three.
 * The texts stay in `../en-CA.json` and the flows' folders (`../deal/`, `../credit/`, `../appointment/`,
 * `../deposit/`).
 */
import appointment from '../appointment/en-CA.json' with { type: 'json' };
import credit from '../credit/en-CA.json' with { type: 'json' };
import deal from '../deal/en-CA.json' with { type: 'json' };
import deposit from '../deposit/en-CA.json' with { type: 'json' };
import base from '../en-CA.json' with { type: 'json' };
import type { UiMessages } from '../index.ts';

const messages: UiMessages = { ...base, ...deal, ...credit, ...appointment, ...deposit };
export default messages;
