// The my-vehicles feature's public API: what other features may use. Its pages (the saved deals, an
// order's details, privacy, unsubscribe) are reached through its routes (./routes.ts).
export { myVehiclesKeys } from './api/keys.ts';
export { type TestDrives, testDrivesQuery } from './api/testDrives.ts';
