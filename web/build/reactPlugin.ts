// @vitejs/plugin-react is hoisted next to the root's Vite 8 (pulled in by vitest) while this app
// builds with Vite 7. Building works either way, but in dev the plugin's Fast Refresh wrapper uses
// Vite 8 internals that Vite 7 rejects. Until the lockfile gives the plugin this app's Vite, dev
// runs without the plugin: esbuild compiles JSX (tsconfig "jsx": "react-jsx") and edits reload the page.
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { type PluginOption, version as runningViteVersion } from 'vite';

function major(version: string): string {
  return version.split('.')[0] ?? version;
}

function viteVersionSeenByPlugin(): string | null {
  try {
    const fromPlugin = createRequire(createRequire(import.meta.url).resolve('@vitejs/plugin-react'));
    return (fromPlugin('vite/package.json') as { version: string }).version;
  } catch {
    return null;
  }
}

export function reactPlugin(command: 'build' | 'serve'): PluginOption[] {
  const pluginVite = viteVersionSeenByPlugin();
  if (command === 'build' || pluginVite === null || major(pluginVite) === major(runningViteVersion)) {
    return [react() as PluginOption];
  }
  console.warn(
    `@vitejs/plugin-react resolves Vite ${pluginVite} but Vite ${runningViteVersion} runs: Fast Refresh is off.`,
  );
  return [];
}
