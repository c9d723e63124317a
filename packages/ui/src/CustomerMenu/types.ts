/** The signed-in shopper as the header shows them. */
export type HeaderUser = {
  readonly firstName?: string | null;
  /** `name_or_email`: used when there is no first name. */
  readonly nameOrEmail?: string | null;
  /** The user has a manufacturer identity-login id (`has_volkswagen_id`): shows Profile. */
  readonly hasIdentityLogin?: boolean;
};
