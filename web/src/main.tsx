// The base of Mantine's styles; each component's own come with the modules using it (build/mantineStyles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startHoldingEarlyClicks } from './app/earlyClicks.ts';
import { canHydrate } from './app/hydration.ts';
import { shellMicrositeRead } from './app/micrositeShell.ts';
import { startApplication } from './app/startup.ts';
import { firstScreenName } from './routing/firstScreen.ts';
import { PAGES } from './routing/pages.ts';
import { preloadScreen } from './routing/preloadableScreen.tsx';

const configurationLoaded = startApplication();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const earlyClicks = startHoldingEarlyClicks(root);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Mounted once the first screen's chunk is here (one render shows it, without a loader first) and a
// microsite's page has its microsite (its theme from the first paint). A page the server rendered
// for a visitor is hydrated (services/src/serverRender); any other is rendered here.
void shellMicrositeRead
  .then(() => preloadScreen(PAGES[firstScreenName(window.location.pathname)]))
  .then(() => canHydrate(root, configurationLoaded))
  .then((hydrate) => {
    if (hydrate) {
      hydrateRoot(root, app);
      earlyClicks.replay();
    } else {
      earlyClicks.drop();
      createRoot(root).render(app);
    }
  });
