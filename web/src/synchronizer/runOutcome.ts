// How a run reads in the seller's history: its outcome in words and its counts.
import type { SynchronizerRun } from '@app/contracts/synchronizer/api';

export const RUN_OUTCOME_LABELS: Record<SynchronizerRun['outcome'], string> = {
  running: 'En curso',
  good: 'Completa',
  partial: 'Quitas retenidas',
  empty: 'Sin publicaciones',
  failed: 'Falló',
  postponed: 'Sin datos todavía',
};

export const RUN_OUTCOME_COLORS: Record<SynchronizerRun['outcome'], string> = {
  running: 'blue',
  good: 'teal',
  partial: 'orange',
  empty: 'orange',
  failed: 'red',
  postponed: 'gray',
};

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '12 nuevas, 3 actualizadas, 40 sin cambios, 1 quitada' — only what the run did. */
export function runSummary(run: SynchronizerRun): string {
  if (run.outcome === 'failed' || run.outcome === 'postponed') return run.reason ?? '';
  if (run.outcome === 'running') return 'La sincronización se está ejecutando.';
  const parts = [
    counted(run.created, 'nueva', 'nuevas'),
    counted(run.updated, 'actualizada', 'actualizadas'),
    counted(run.unchanged, 'sin cambios', 'sin cambios'),
  ];
  if (run.removed > 0) parts.push(counted(run.removed, 'quitada', 'quitadas'));
  if (run.held > 0) parts.push(counted(run.held, 'retenida', 'retenidas'));
  if (run.skipped.length > 0) parts.push(counted(run.skipped.length, 'con errores', 'con errores'));
  return parts.join(', ');
}
