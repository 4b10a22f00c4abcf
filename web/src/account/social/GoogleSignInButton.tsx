import { Box, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { InstagramNotice } from './InstagramNotice.tsx';
import { googleIdentity } from './providerScripts.ts';
import { isInstagramBrowser, type ProviderSetup } from './socialSignIn.ts';

interface GoogleSignInButtonProps {
  setup: ProviderSetup;
  onToken: (token: string) => void;
}

/** Google's largest button; narrower screens get the width they have. */
const GOOGLE_BUTTON_MAX_WIDTH = 400;
const GOOGLE_BUTTON_HEIGHT = 44;

/** Google draws its own 'Continuar con Google' button; the ID token comes back to `onToken`. */
function GoogleRenderedButton({ setup, onToken }: GoogleSignInButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const latestOnToken = useRef(onToken);
  latestOnToken.current = onToken;

  useEffect(() => {
    let cancelled = false;
    googleIdentity(setup.scriptUrl)
      .then((google) => {
        const parent = container.current;
        if (cancelled || !parent) return;
        google.initialize({
          client_id: setup.clientId,
          callback: ({ credential }) => latestOnToken.current(credential),
        });
        google.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          locale: 'es-419',
          width: Math.min(parent.clientWidth || GOOGLE_BUTTON_MAX_WIDTH, GOOGLE_BUTTON_MAX_WIDTH),
        });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
    };
  }, [setup]);

  return <Box ref={container} mih={GOOGLE_BUTTON_HEIGHT} style={{ display: 'flex', justifyContent: 'center' }} />;
}

/** Inside Instagram's browser Google refuses the sign-in: the button explains how to go on instead. */
export function GoogleSignInButton(props: GoogleSignInButtonProps) {
  const [noticeOpened, notice] = useDisclosure(false);
  if (!isInstagramBrowser()) return <GoogleRenderedButton {...props} />;
  return (
    <>
      <Button variant="default" fullWidth onClick={notice.open}>
        Continuar con Google
      </Button>
      <InstagramNotice opened={noticeOpened} onClose={notice.close} />
    </>
  );
}
