/** Types of `storefront-message-ids.mjs` for the TypeScript that imports it (the storefront's test of the list). */
export declare const LIST: string;
export declare const storefrontMessageIds: () => Promise<string[]>;
