// What the synchronizer tells the seller. SPEC.md words the first three; the rest are ours.
export const SYNCHRONIZER_MESSAGES = {
  updated: 'Sincronización actualizada correctamente.',
  marked: 'Sincronización marcada para ejecutar.',
  pending: 'Sincronización próxima a ejecutarse',
  unavailable: 'Aún no disponible',
  deleted: 'Sincronización eliminada correctamente.',
  deleteWarning: 'Las publicaciones sincronizadas podrían quedar desactualizadas.',
  notConfigured: 'No tenés una sincronización configurada.',
  removalsApproved: 'Las publicaciones se dejaron de publicar.',
  removalsRejected: 'Las publicaciones se mantienen publicadas.',
  removalUndone: 'La publicación se volvió a publicar.',
  nothingHeld: 'No hay publicaciones pendientes de quitar.',
  notRemoved: 'La publicación no fue quitada por la sincronización.',
  completed: (created: number, updated: number) =>
    `Sincronización completa: ${created} ${created === 1 ? 'nueva' : 'nuevas'}, ${updated} ${updated === 1 ? 'actualizada' : 'actualizadas'}`,
  held: (count: number) =>
    `El feed trajo muchas menos publicaciones que la vez anterior: ${count} ${count === 1 ? 'publicación quedó' : 'publicaciones quedaron'} sin quitar hasta que lo apruebes.`,
  empty: 'El feed no trajo publicaciones: no se quitó ninguna.',
  failed: (reason: string) => `La sincronización falló: ${reason}`,
  postponed: (reason: string) => `La sincronización todavía no tiene datos: ${reason}`,
} as const;
