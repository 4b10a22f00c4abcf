// The demo folder as other folders see it: what they may use of it.
export { demoInvitationLine } from './demoGroups.ts';
export { demoMicrositeLine } from './demoMicrosite.ts';
export { prepareDemoRenditions } from './demoRenditions.ts';
export { demoSellerLines } from './demoSellers.ts';
export { isDemoWorldSeeded } from './seedDemoMarker.ts';
export { DEMO_ADMIN, seedDemoWorld } from './seedDemoWorld.ts';
