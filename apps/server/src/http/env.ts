import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { DealerRow, SessionRow, UserRow } from '../db/schema.ts';
import type { Mailer } from '../services/mailer.ts';

export interface AppDeps {
  database: Database;
  config: ServerConfig;
  logger: Logger;
  mailer: Mailer;
  /** Clock, replaceable in tests. */
  now: () => Date;
  /** Server secret for HMACs (SECRET_KEY, or generated once and kept in the database). */
  secret: string;
}

export interface AuthState {
  session: SessionRow;
  /** The signed-in account (a customer, or a staff user). */
  user: UserRow;
  /** The customer a staff user is acting as, when any. */
  actingAs: UserRow | null;
}

export interface AppEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    requestId: string;
    dealer: DealerRow;
    auth: AuthState | null;
    /** E-mail of an expired session of this dealer (answers 440 where sign-in is needed). */
    expiredEmail: string | undefined;
    log: Logger;
    /** Proxies of ours in front of the server (TRUSTED_PROXIES), for the client address. */
    trustedProxies: number;
    /** Nonce of a server-rendered document's inline scripts (React's boundary reveals), for its CSP. */
    scriptNonce?: string;
    /**
     * A document's nonce for <style> elements (its own, and those its libraries add at run time,
     * which read it from `<meta property="csp-nonce">`), for its CSP.
     */
    styleNonce?: string;
    /** Hashes of the style attributes a server-rendered document carries (CSP `style-src-attr`). */
    styleAttributeHashes?: readonly string[];
    /** The anti-forgery token valid for this request's session (http/csrf.ts), for a form's hidden field. */
    csrfToken?: string;
    /** A document framed by this listing partner's origin (its only frame ancestor). */
    listingPartnerFrame?: string;
  };
}

/** The context of a request to the app. */
export type AppContext = Context<AppEnv>;
