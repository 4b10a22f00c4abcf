// GET /api/admin/audit (any platform permission): who did what to whom and when, newest first.
import { z } from 'zod';

export const auditRowSchema = z.object({
  id: z.string(),
  occurred_at: z.string(),
  /** Spanish, e.g. 'Cambió los permisos de'. */
  action: z.string(),
  actor: z.object({ id: z.uuid(), name: z.string() }),
  subject: z.object({
    type: z.enum(['user', 'promocode', 'publication_type', 'category', 'extra', 'group', 'microsite']),
    id: z.string(),
    /** The account's name, the code, the slug or name of a catalogue item, a group's or microsite's name. */
    name: z.string(),
  }),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
