import { MantineProvider } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Router } from 'wouter';
import { queryClient } from '../api/query/queryClient.ts';
import { closeAllDialogs } from '../dialogs/dialogState.ts';
import { ToastHost } from '../feedback/ToastHost.tsx';
import { PoweredBy } from '../microsite/PoweredBy.tsx';
import { PromptSlot } from '../pwa/PromptSlot.tsx';
import { AppRoutes } from '../routing/AppRoutes.tsx';
import { compilePattern } from '../routing/pathPattern.ts';
import { Header } from '../shell/Header.tsx';
import { ImpersonationBanner } from '../shell/ImpersonationBanner.tsx';
import { SidePanels } from '../shell/SidePanels.tsx';
import { siteTheme } from './siteTheme.ts';
import { contrastVariables } from './theme.ts';

/** Browser back and forward are navigations too: open dialogs close. */
function useCloseDialogsOnHistoryNavigation(): void {
  useEffect(() => {
    window.addEventListener('popstate', closeAllDialogs);
    return () => window.removeEventListener('popstate', closeAllDialogs);
  }, []);
}

export function App() {
  useSignals();
  useCloseDialogsOnHistoryNavigation();
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={siteTheme.value} cssVariablesResolver={contrastVariables}>
        <ToastHost />
        <Router parser={compilePattern}>
          <ImpersonationBanner />
          <Header />
          <PromptSlot />
          <main>
            <AppRoutes />
          </main>
          <PoweredBy />
          <SidePanels />
        </Router>
      </MantineProvider>
    </QueryClientProvider>
  );
}
