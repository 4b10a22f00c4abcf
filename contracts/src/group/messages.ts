// Spanish messages of groups: SPEC.md's where it words them, voseo otherwise. The invitation
// screen's are in invitationMessages.ts.
export { INVITATION_MESSAGES } from './invitationMessages.ts';

export const GROUP_MESSAGES = {
  created: 'Grupo cargado correctamente.',
  updated: 'Grupo actualizado correctamente.',
  left: 'Saliste del grupo.',
  memberUpdated: 'Miembro actualizado correctamente.',
  memberRemoved: 'Miembro eliminado correctamente.',
  pinned: 'Búsqueda fijada correctamente.',
  unpinned: 'Búsqueda desfijada correctamente.',
  adminCreated: 'Grupo creado correctamente.',
  deleted: 'Grupo eliminado correctamente.',
  administratorsHidden: 'Para ver los datos de los administradores debes estar logueado.',
  /** Not worded by SPEC.md. */
  publicImmutable: 'Un grupo no puede cambiar de público a privado ni de privado a público.',
  /** Not worded by SPEC.md. */
  lastAdmin: 'Un grupo necesita al menos un administrador: nombrá a otro antes de salir o eliminá el grupo.',
  /** Not worded by SPEC.md. */
  selfAdmin: 'No podés cambiar tu propio rol de administrador.',
  /** Not worded by SPEC.md. */
  removeSelf: 'Para irte del grupo usá "Salir del grupo".',
  /** Not worded by SPEC.md. */
  notAMember: 'La persona indicada no es miembro del grupo.',
  /** Not worded by SPEC.md. */
  logoNotAnImage: 'El logo debe ser una imagen (jpg, jpeg, png, webp o bmp).',
  /** Not worded by SPEC.md: a search pinned in a group belongs to that group. */
  searchNotInGroup: 'La búsqueda no pertenece a este grupo.',
} as const;
