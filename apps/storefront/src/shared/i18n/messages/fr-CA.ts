import kit from 'virtual:kit-messages/fr-CA';
import app from './fr-CA.json' with { type: 'json' };

/** The kit's fr-CA messages merged with the app's (the app wins on a shared id): one chunk per locale. */
export default { ...kit, ...app } as Readonly<Record<string, string>>;
