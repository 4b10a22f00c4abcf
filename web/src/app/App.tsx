import { MantineProvider } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
import { ThemeCssVariables } from './ThemeCssVariables.tsx';
import { contrastVariables } from './theme.ts';

/** Browser back and forward are navigations too: open dialogs close. */
function useCloseDialogsOnHistoryNavigation(): void {
  useEffect(() => {
    window.addEventListener('popstate', closeAllDialogs);
    return () => window.removeEventListener('popstate', closeAllDialogs);
  }, []);
}

/** On the server (serverEntry.tsx): the request's own query cache and address. */
export interface AppProps {
  client?: QueryClient;
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ client = queryClient, ssrPath, ssrSearch }: AppProps) {
  useSignals();
  useCloseDialogsOnHistoryNavigation();
  const location = ssrPath === undefined ? {} : { ssrPath, ssrSearch: ssrSearch ?? '' };
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={siteTheme.value} cssVariablesResolver={contrastVariables} withCssVariables={false}>
        <ThemeCssVariables theme={siteTheme.value} resolver={contrastVariables} />
        <ToastHost />
        <Router parser={compilePattern} {...location}>
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
