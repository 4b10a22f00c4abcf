// Spanish messages of the invitation screen. SPEC.md words its refusals in tú ('Debes estar
// logueado.', 'Debes tener una cuenta premium'), so the screen's other messages speak tú as well
// (docs/decisions/voice.md).
export const INVITATION_MESSAGES = {
  loginRequired: 'Debes estar logueado.',
  verifiedRequired: 'Debes tener un email verificado',
  premiumRequired: 'Debes tener una cuenta premium',
  unknownTypeTitle: 'Sin identificar',
  unknownTypeText: 'No se encontró un motivo de la invitación.',
  shareUnsupported: 'Tu dispositivo no permite compartir contenido, prueba copiando el link de arriba.',
  /** Not worded by SPEC.md. */
  used: 'Esta invitación ya fue utilizada: pide un nuevo link a un administrador del grupo.',
  /** Not worded by SPEC.md. */
  expired: 'Esta invitación venció: pide un nuevo link a un administrador del grupo.',
  /** Not worded by SPEC.md. */
  declined: 'Esta invitación ya fue rechazada: pide un nuevo link a un administrador del grupo.',
  /** Not worded by SPEC.md. */
  revoked: 'Esta invitación fue anulada por un administrador del grupo.',
  /** Not worded by SPEC.md. */
  alreadyMember: 'Ya eres miembro de este grupo.',
  /** Not worded by SPEC.md. */
  accepted: 'Te uniste al grupo.',
  /** Not worded by SPEC.md. */
  rejected: 'Rechazaste la invitación.',
  /** Not worded by SPEC.md. */
  revokedByYou: 'Invitación anulada.',
} as const;
