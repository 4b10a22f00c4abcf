import { Text } from '@mantine/core';

/** A side panel's title (the drawer already renders it inside its heading element). */
export function PanelTitle({ children }: { children: string }) {
  return (
    <Text component="span" fw={700} fz="xl">
      {children}
    </Text>
  );
}
