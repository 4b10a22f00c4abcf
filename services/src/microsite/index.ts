// The microsite folder as other folders see it: what they may use of it.
export { storeLogo } from './logos/micrositeLogos.ts';
export { micrositeStream } from './microsite.ts';
export { micrositeDecider } from './micrositeDecider.ts';
export { type MicrositeRow, toSiteMicrosite } from './micrositeQueries.ts';
export { addMicrositeUser } from './micrositeWrites.ts';
export { assertMicrositeScope, micrositeCondition, micrositesById, scopeOnSite } from './scope/micrositeScope.ts';
export { micrositeOfHost } from './site/hostResolution.ts';
export { micrositeHome } from './site/micrositeHome.ts';
