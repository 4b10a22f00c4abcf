// Which facts the audit list records and how it words them. Accounts, codes and the catalogue are
// changed only by administrators; groups and microsites count only when changed through a platform
// permission (metadata.administering), since their members change them too.
import type { AuditTables } from './tables.ts';

export type SubjectType = AuditTables['admin_audit']['subject_type'];

export interface Audited {
  action: string;
  subject: SubjectType;
  /** The data field naming the subject. */
  idField: string;
  /** The data field naming a non-account subject, if the event carries it. */
  labelField?: string;
  /** Recorded only when an administrator acted through a platform permission. */
  administeringOnly?: boolean;
}

const lifecycle = (
  subject: SubjectType,
  idField: string,
  noun: string,
  labelField: string,
  administeringOnly = false,
) => ({
  [`${subject}.created.v1`]: { action: `Creó ${noun}`, subject, idField, labelField, administeringOnly },
  [`${subject}.changed.v1`]: { action: `Editó ${noun}`, subject, idField, labelField, administeringOnly },
  [`${subject}.deleted.v1`]: { action: `Eliminó ${noun}`, subject, idField, administeringOnly },
});

const micrositeMember = (action: string): Audited => ({
  action,
  subject: 'microsite',
  idField: 'micrositeId',
  administeringOnly: true,
});

export const AUDITED: Record<string, Audited> = {
  'user.permissions_changed.v1': { action: 'Cambió los permisos de', subject: 'user', idField: 'userId' },
  'user.premium_granted.v1': { action: 'Otorgó premium a', subject: 'user', idField: 'userId' },
  'user.premium_revoked.v1': { action: 'Quitó premium a', subject: 'user', idField: 'userId' },
  'user.profile_changed.v1': { action: 'Editó el nombre de', subject: 'user', idField: 'userId' },
  'user.statistics_access_changed.v1': { action: 'Cambió las estadísticas de', subject: 'user', idField: 'userId' },
  'user.deleted.v1': { action: 'Eliminó a', subject: 'user', idField: 'userId' },
  'session.started.v1': { action: 'Inició sesión como', subject: 'user', idField: 'userId' },
  ...lifecycle('promocode', 'promocodeId', 'el código promocional', 'code'),
  ...lifecycle('publication_type', 'typeId', 'el tipo', 'slug'),
  ...lifecycle('category', 'categoryId', 'la categoría', 'name'),
  ...lifecycle('extra', 'extraId', 'el extra', 'slug'),
  ...lifecycle('group', 'groupId', 'el grupo', 'name', true),
  ...lifecycle('microsite', 'micrositeId', 'el micrositio', 'name', true),
  'microsite.user_added.v1': micrositeMember('Agregó un usuario al micrositio'),
  'microsite.user_removed.v1': micrositeMember('Quitó un usuario del micrositio'),
  'microsite.default_user_set.v1': micrositeMember('Eligió el usuario por defecto del micrositio'),
};
