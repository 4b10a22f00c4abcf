// What http offers the platform's configuration (config.ts): the trusted proxies' setting, which
// uses no Platform, so the configuration can read it without depending on http's guards.
export { type TrustedProxies, trustProxySchema } from './trustedProxies.ts';
