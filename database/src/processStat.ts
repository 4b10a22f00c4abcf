// A process's state and group as Linux's /proc/<pid>/stat gives them, for telling a live server's
import { readFileSync } from 'node:fs';
// processes from zombies a killed one left (signal 0 still reaches a zombie).

export interface ProcessStat {
  /** R, S, D, Z (zombie), X (dead), … */
  state: string;
  processGroup: number;
}

export function processStat(pid: number): ProcessStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the parenthesised name (which may hold spaces): state, ppid, pgrp, …
    const [state = '', , processGroup] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state, processGroup: Number(processGroup) };
  } catch {
    return undefined;
  }
}

/** Gone, or a zombie or dead process that holds nothing any more. */
export function isGone(stat: ProcessStat | undefined): boolean {
  return stat === undefined || stat.state === 'Z' || stat.state === 'X';
}
