// 'Nueva versión disponible': the person chooses when the app reloads into the new version.
import { useSignals } from '@preact/signals-react/runtime';
import { PromptPanel } from './PromptPanel.tsx';
import { applyUpdate, waitingVersion } from './serviceWorkerRegistration.ts';

export default function UpdatePanel() {
  useSignals();
  return (
    <PromptPanel
      opened={waitingVersion.value !== null}
      onDismiss={() => {
        waitingVersion.value = null;
      }}
      titleId="update-title"
      title="Nueva versión disponible"
      action={{ label: 'Actualizar', onClick: applyUpdate }}
      dismissLabel={null}
    />
  );
}
