// The account folder as other folders see it: what they may use of it.

export { listUsers } from './administration/userListQuery.ts';
export { DEMO_PROMOCODE, seedDemoPromocode } from './premium/demoPromocode.ts';
export { setCatalogueLink } from './profile/catalogueLink.ts';
export { startSession } from './session/sessions.ts';
export { socialConfiguration, socialScriptOrigins } from './social/clientSettings.ts';
export { changeAccount } from './user/changeAccount.ts';
export { forgetGoneDevice } from './user/forgetGoneDevice.ts';
export { registerUser } from './user/registerUser.ts';
export { userStream } from './user/user.ts';
export { type UserCommand, userDecider } from './user/userDecider.ts';
