// Why an outbound request was refused or failed, with the Spanish reason a seller reads.
export type OutboundFailure =
  | 'invalid_url'
  | 'protocol'
  | 'private_address'
  | 'too_large'
  | 'timeout'
  | 'too_many_redirects'
  | 'http_status'
  | 'network';

export class OutboundFetchError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundFetchError';
  }
}

const MEGABYTE = 1024 * 1024;

export const OUTBOUND_MESSAGES = {
  invalidUrl: 'La dirección no es válida.',
  protocol: 'La dirección debe empezar con http:// o https://.',
  privateAddress: 'La dirección apunta a una red privada o interna y no se puede usar.',
  tooLarge: (bytes: number) => `La respuesta supera el máximo de ${Math.round((bytes / MEGABYTE) * 10) / 10} MB.`,
  timeout: (ms: number) => `El servidor tardó más de ${Math.round(ms / 1000)} segundos en responder.`,
  tooManyRedirects: (redirects: number) => `La dirección redirige más de ${redirects} veces.`,
  httpStatus: (status: number) => `El servidor respondió con el estado ${status}.`,
  network: (host: string) => `No se pudo conectar con ${host}.`,
} as const;
