export * from './auth.ts';
export * from './endpoints.ts';
export * from './phone.ts';
export * from './premium.ts';
export * from './profile.ts';
export * from './promocode.ts';
export * from './slug.ts';
export * from './user.ts';
