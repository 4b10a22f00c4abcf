// Messages of SPEC.md section 8 the shell shows, worded exactly as there.

export const SHARE_MESSAGES = {
  addressCopied: '¡Dirección copiada con éxito!',
  addressCopyFailed: 'Error al copiar la dirección',
  shareUnsupported: 'Tu dispositivo no permite compartir contenido.',
} as const;
