// A local address that is not loopback, for tests of what only loopback callers may see. Preferably
// one the test adds to the loopback interface itself (198.51.100.0/24, a documentation range, with
// root rights); otherwise the address of a real network interface of this machine.
import { execFile } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LocalAddress {
  address: string;
  release(): Promise<void>;
}

async function addedAddress(): Promise<LocalAddress | undefined> {
  const address = `198.51.100.${2 + Math.floor(Math.random() * 250)}`;
  try {
    await run('ip', ['address', 'add', `${address}/32`, 'dev', 'lo']);
  } catch {
    return undefined;
  }
  return {
    address,
    release: async () => {
      await run('ip', ['address', 'del', `${address}/32`, 'dev', 'lo']).catch(() => {});
    },
  };
}

function interfaceAddress(): LocalAddress | undefined {
  const candidates = Object.values(networkInterfaces()).flatMap((entries) => entries ?? []);
  const found = candidates.find((entry) => !entry.internal && entry.family === 'IPv4');
  return found && { address: found.address, release: async () => {} };
}

export async function nonLoopbackAddress(): Promise<LocalAddress> {
  const local = (await addedAddress()) ?? interfaceAddress();
  if (!local) throw new Error('no local address other than loopback: cannot test a remote caller here');
  return local;
}
