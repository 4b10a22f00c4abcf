// Finds the k6 executable: on PATH, in Go's bin folder, or built there with `go install` when Go is
// installed (k6 is a Go program; the module proxy is all a build needs). Null when none of these works.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

// Pinned, so CI builds what these scripts were written against (k6 v1: `k6/websockets`, event timestamps).
export const K6_MODULE = 'go.k6.io/k6@v1.8.1';

export const INSTALL_HINT = `k6 was not found and there is no Go toolchain to build it.
Install k6 (https://grafana.com/docs/k6/latest/set-up/install-k6/), e.g.
  apt-get install k6            (after adding Grafana's apt repository)
  brew install k6
  go install ${K6_MODULE}   (with Go 1.24 or newer; puts k6 in $(go env GOPATH)/bin)
and run npm run load again.`;

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name: string): string | null {
  for (const directory of (process.env.PATH ?? '').split(path.delimiter)) {
    if (directory && isExecutable(path.join(directory, name))) return path.join(directory, name);
  }
  return null;
}

function goBinary(): string | null {
  return onPath('go') ?? (isExecutable('/usr/local/go/bin/go') ? '/usr/local/go/bin/go' : null);
}

function goBinDirectory(go: string): string {
  const gobin = execFileSync(go, ['env', 'GOBIN'], { encoding: 'utf8' }).trim();
  return gobin || path.join(execFileSync(go, ['env', 'GOPATH'], { encoding: 'utf8' }).trim(), 'bin');
}

export function findK6(log: (line: string) => void): string | null {
  const found = onPath('k6');
  if (found) return found;
  const go = goBinary();
  if (!go) return null;
  const built = path.join(goBinDirectory(go), 'k6');
  if (isExecutable(built)) return built;
  log(`load: building k6 with ${go} install ${K6_MODULE} (a few minutes the first time)...`);
  const started = performance.now();
  const result = spawnSync(go, ['install', K6_MODULE], { stdio: 'inherit' });
  if (result.status !== 0 || !isExecutable(built)) return null;
  log(`load: k6 built in ${((performance.now() - started) / 1000).toFixed(0)} s: ${built}`);
  return built;
}
