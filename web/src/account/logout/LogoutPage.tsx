import { TIMING_MS } from '@app/contracts/limits';
import { Center, Loader, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { logout } from '../../session/sessionActions.ts';

/** 'Hasta luego', then after 2 s the session ends and the visitor lands home. */
export default function LogoutPage(_props: ScreenProps) {
  useEffect(() => {
    const timer = setTimeout(() => void logout(), TIMING_MS.logout);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Center mih="70vh">
      <Stack align="center" gap="lg">
        <Title order={1}>Hasta luego</Title>
        <Loader type="dots" />
      </Stack>
    </Center>
  );
}
