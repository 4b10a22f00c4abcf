// A discreet line above the bottom bar while decisions wait for the connection: the cards already
// show them as decided, and they are sent when the connection returns.
import { Badge } from '@mantine/core';

export const OFFLINE_NOTICE = 'Sin conexión: guardamos tus decisiones y las enviamos al volver';

export function OfflineNotice() {
  return (
    <Badge
      role="status"
      color="gray"
      variant="filled"
      radius="sm"
      size="lg"
      pos="absolute"
      top={36}
      left="50%"
      tt="none"
      fw={500}
      maw="calc(100% - 24px)"
      style={{ transform: 'translateX(-50%)', zIndex: 15, whiteSpace: 'normal', height: 'auto', textAlign: 'center' }}
    >
      {OFFLINE_NOTICE}
    </Badge>
  );
}
