// Browser scripts standing in for Google Identity Services and Sign in with Apple JS, served by the
// local identity provider. They offer the same calls the web client makes, and instead of a real
// pop-up ask the provider that served them for an ID token meant for the client id they were given.

/** Fetches `/id-token` from the script's own origin; rejects with the provider's error object. */
const FETCH_TOKEN = `
  const origin = new URL(document.currentScript.src).origin;
  async function fetchToken(audience) {
    const response = await fetch(origin + '/id-token?audience=' + encodeURIComponent(audience));
    const body = await response.json();
    if (!response.ok) throw body;
    return body.id_token;
  }`;

export const GOOGLE_STAND_IN = `(() => {${FETCH_TOKEN}
  let settings = null;
  const id = {
    initialize(options) { settings = options; },
    renderButton(parent) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Continuar con Google';
      button.addEventListener('click', async () => {
        try {
          settings.callback({ credential: await fetchToken(settings.client_id), select_by: 'btn' });
        } catch {
          // Google keeps its failures inside its own pop-up.
        }
      });
      parent.replaceChildren(button);
    },
    prompt() {},
    cancel() {},
    disableAutoSelect() {},
  };
  window.google = { accounts: { id } };
})();`;

export const APPLE_STAND_IN = `(() => {${FETCH_TOKEN}
  let settings = null;
  window.AppleID = { auth: {
    init(options) { settings = options; },
    async signIn() {
      const idToken = await fetchToken(settings.clientId);
      return { authorization: { id_token: idToken, code: 'local', state: settings.state } };
    },
  } };
})();`;
