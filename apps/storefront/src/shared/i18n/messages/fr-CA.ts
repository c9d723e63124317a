import messages from 'virtual:messages/fr-CA';

/**
 * The kit's fr-CA messages merged with the app's (the app wins on a shared id), compiled to ICU ASTs
 * at build time (vite.config.ts, `kitMessages`): one chunk per locale, no parser at run time.
 */
export default messages;
