// The notification permission prompt (SPEC.md section 2, side panels): turn notifications on, or
// not now (10 days).
import { useSignals } from '@preact/signals-react/runtime';
import { acceptNotificationPrompt, dismissNotificationPrompt } from './notificationPrompt.ts';
import { PromptPanel } from './PromptPanel.tsx';
import { notificationPromptOpen } from './promptState.ts';

export default function NotificationPanel() {
  useSignals();
  return (
    <PromptPanel
      opened={notificationPromptOpen.value}
      onDismiss={dismissNotificationPrompt}
      titleId="notification-prompt-title"
      title="Activá las notificaciones"
      action={{ label: 'Activar', onClick: () => void acceptNotificationPrompt() }}
    >
      Enterate al instante de los superlikes a tus publicaciones, las coincidencias en tus búsquedas compartidas y las
      selecciones finalizadas.
    </PromptPanel>
  );
}
