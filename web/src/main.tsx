// The base of Mantine's styles; each component's own come with the modules using it (build/mantineStyles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { shellMicrositeRead } from './app/micrositeShell.ts';
import { startApplication } from './app/startup.ts';
import { PAGES } from './routing/pages.ts';
import { preloadScreen } from './routing/preloadableScreen.tsx';
import { resolveRoute } from './routing/resolveRoute.ts';

startApplication();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Mounted once the first screen's chunk is here (one render shows it, without a loader first) and a
// microsite's page has its microsite (its theme from the first paint).
const firstScreen = preloadScreen(PAGES[resolveRoute(window.location.pathname)?.name ?? 'notFound']);
void Promise.all([firstScreen, shellMicrositeRead]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
