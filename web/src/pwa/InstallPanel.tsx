// The install prompt (SPEC.md section 2, side panels): install the app, or not now (10 days).
import { useSignals } from '@preact/signals-react/runtime';
import { browserInstallOffer, dismissInstallPrompt, installFromPrompt } from './installPrompt.ts';
import { PromptPanel } from './PromptPanel.tsx';
import { installPromptOpen } from './promptState.ts';

export default function InstallPanel() {
  useSignals();
  const canInstall = browserInstallOffer.value !== null;
  return (
    <PromptPanel
      opened={installPromptOpen.value}
      onDismiss={dismissInstallPrompt}
      titleId="install-prompt-title"
      title="Instalá Deslizá"
      action={canInstall ? { label: 'Instalar', onClick: () => void installFromPrompt() } : undefined}
    >
      {canInstall
        ? 'Agregala a tu pantalla de inicio y abrila como una app, aunque la conexión sea mala.'
        : 'Abrí el menú del navegador y elegí "Agregar a la pantalla de inicio" para tenerla como una app.'}
    </PromptPanel>
  );
}
