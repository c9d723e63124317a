/**
 * The vehicle the shopper is looking at: the id of the build-and-price pages (`conf/{id}/` and its
 * steps, under any dealer and language prefix), else null. Its aliases (`vehicle/`, `welcome/`,
 * `configure/`) redirect there.
 */
export function vehicleIdOfPath(pathname: string): string | null {
  const match = /\/conf\/([^/]+)\//.exec(pathname);
  return match?.[1] ?? null;
}
