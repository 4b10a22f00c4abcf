// What went wrong talking to Octoparse, in the Spanish the seller reads in the run's result.
export const OCTOPARSE_MESSAGES = {
  rejectedCredentials: 'Octoparse rechazó el usuario o la contraseña.',
  unreachable: (reason: string) => `No se pudo conectar con Octoparse: ${reason}`,
  refused: ({ status, error }: { status: number; error: { code?: string; message?: string } | null }) =>
    `Octoparse respondió con un error (${error?.code ?? status})${error?.message ? `: ${error.message}` : '.'}`,
  stillRunning: 'la tarea de Octoparse todavía se está ejecutando.',
  noRows: 'la tarea de Octoparse no tiene datos nuevos todavía.',
  unknownTask: 'Octoparse no encontró la tarea indicada.',
} as const;

export class OctoparseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OctoparseError';
  }
}
