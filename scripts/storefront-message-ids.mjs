#!/usr/bin/env node
// Writes the ids of the storefront's messages, the app's and the kit's (en-US: every locale has the
// same ids), to the server's list (LIST below): a dealer's custom copy replaces one of these texts,
// and the server refuses an id that is not one. apps/storefront/test/messages.test.ts checks that the
// list is current; run `node scripts/storefront-message-ids.mjs` after adding or removing a message.
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
export const LIST = 'apps/server/src/modules/storefront-settings/storefront-message-ids.json';

/** The ids of the storefront's messages, sorted. */
export async function storefrontMessageIds() {
  const app = JSON.parse(
    readFileSync(new URL('apps/storefront/src/shared/i18n/messages/en-US.json', root), 'utf8'),
  );
  // The kit's messages module (Node strips its types), as the storefront's build reads it.
  const kit = (await import(new URL('packages/ui/src/messages/locale/en-US.ts', root).href)).default;
  return [...new Set([...Object.keys(app), ...Object.keys(kit)])].sort();
}

if (import.meta.main) {
  const ids = await storefrontMessageIds();
  writeFileSync(new URL(LIST, root), `${JSON.stringify(ids, null, 2)}\n`);
  console.log(`${LIST}: ${ids.length} message ids`);
}
