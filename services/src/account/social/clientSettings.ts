// What the web client needs to offer social sign-in: each provider's client id and script, only
// for the providers set up, and the origins the page's security policy must let those scripts use.
import type { Configuration } from '@app/contracts/configuration';
import type { AppConfig } from '../../config.ts';

export function socialConfiguration(config: AppConfig): Configuration['social'] {
  return {
    google_client_id: config.googleClientId,
    apple_client_id: config.appleClientId,
    google_script_url: config.googleClientId ? config.googleScriptUrl : null,
    apple_script_url: config.appleClientId ? config.appleScriptUrl : null,
  };
}

/**
 * Origins of the configured providers' scripts. Google's also draws its button in a frame and
 * styles it from the same origin.
 */
export function socialScriptOrigins(config: AppConfig): { scripts: string[]; frames: string[] } {
  const google = config.googleClientId ? [new URL(config.googleScriptUrl).origin] : [];
  const apple = config.appleClientId ? [new URL(config.appleScriptUrl).origin] : [];
  return { scripts: [...google, ...apple], frames: google };
}
