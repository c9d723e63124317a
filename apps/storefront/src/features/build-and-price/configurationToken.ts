// A salesperson's configuration link carries its token in the fragment (`#token=…`, never sent to the
// server in a URL): the vehicle page keeps it for the vehicle in the tab's session storage and drops
// it from the address bar at once; the configuration's chunk (./ConfigurationLink.tsx) reads it once
// the shopper's order exists, to link the order to the configuration.

const KEY = 'sf-configuration-token:';

/** Keeps the fragment's token for the vehicle and configuration, and takes it out of the address bar. */
export function keepConfigurationToken(vehicleId: number, configurationId: number): void {
  const token = /^#token=([\w-]{20,200})$/.exec(window.location.hash)?.[1];
  if (!token) return;
  try {
    if (configurationId > 0) sessionStorage.setItem(KEY + vehicleId, `${configurationId}:${token}`);
  } catch {
    // no session storage: the configuration applies, it does not follow the order
  }
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}

/** The kept token of this vehicle's configuration, if any. */
export function configurationTokenOf(vehicleId: number, configurationId: number): string | null {
  try {
    const [id, token] = (sessionStorage.getItem(KEY + vehicleId) ?? '').split(':');
    return Number(id) === configurationId && token ? token : null;
  } catch {
    return null;
  }
}

export function dropConfigurationToken(vehicleId: number): void {
  try {
    sessionStorage.removeItem(KEY + vehicleId);
  } catch {
    // nothing kept
  }
}
