/**
 * The HTTP status of a failed call (the HTTP client's errors carry the `response`), or null when the
 * error is not an HTTP answer (no network, an abort, anything else thrown).
 */
export function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const response = (error as { response: unknown }).response;
  if (typeof response !== 'object' || response === null || !('status' in response)) return null;
  const status = (response as { status: unknown }).status;
  return typeof status === 'number' ? status : null;
}
