import kit from 'virtual:kit-messages/en-CA';
import app from './en-CA.json' with { type: 'json' };

/** The kit's en-CA messages merged with the app's (the app wins on a shared id): one chunk per locale. */
export default { ...kit, ...app } as Readonly<Record<string, string>>;
