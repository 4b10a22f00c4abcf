// The account endpoints' table is built with zod: the calls made from the first screen's modules
// (the stored session's user, logout, push subscription) download it when they first run.
export function accountEndpointTable() {
  return import('@app/contracts/account/endpoints').then((module) => module.accountEndpoints);
}
