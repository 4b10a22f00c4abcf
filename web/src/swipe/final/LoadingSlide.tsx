import { TIMING_MS } from '@app/contracts/limits';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** 'Cargando resultados', with the spinner only after 500 ms so quick answers do not flash. */
export function LoadingSlide() {
  const [spinner, setSpinner] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSpinner(true), TIMING_MS.spinnerDelay);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center h="100%">
      <Stack align="center" gap="sm">
        <Text c="dimmed">Cargando resultados</Text>
        {spinner ? <Loader aria-label="Cargando" /> : null}
      </Stack>
    </Center>
  );
}
