import kit from 'virtual:kit-messages/en-US';
import app from './en-US.json' with { type: 'json' };

/** The kit's en-US messages merged with the app's (the app wins on a shared id): one chunk per locale. */
export default { ...kit, ...app } as Readonly<Record<string, string>>;
