/**
 * The kit's en-US messages alone (`@storefront/ui/messages/en-US`): an app imports the one locale a page
 * needs (or lets `KitIntlProvider` load it) instead of `uiMessages`, which holds all three.
 * The texts stay in `../en-US.json` and the flows' folders (`../deal/`, `../credit/`, `../appointment/`,
 * `../deposit/`).
 */
import appointment from '../appointment/en-US.json' with { type: 'json' };
import credit from '../credit/en-US.json' with { type: 'json' };
import deal from '../deal/en-US.json' with { type: 'json' };
import deposit from '../deposit/en-US.json' with { type: 'json' };
import base from '../en-US.json' with { type: 'json' };
import type { UiMessages } from '../index.ts';

const messages: UiMessages = { ...base, ...deal, ...credit, ...appointment, ...deposit };
export default messages;
