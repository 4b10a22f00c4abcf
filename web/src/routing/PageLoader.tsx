import { TIMING_MS } from '@app/contracts/limits';
import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Shown while a screen loads; the spinner appears only after 500 ms so fast loads do not flash. */
export function PageLoader() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), TIMING_MS.spinnerDelay);
    return () => clearTimeout(timer);
  }, []);
  return <Center mih="60vh">{visible ? <Loader aria-label="Cargando" /> : null}</Center>;
}
