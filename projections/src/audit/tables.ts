export interface AuditTables {
  /**
   * What administrators did to whom (GET /api/admin/audit), one row per event. Accounts are named
   * by id only (their names are read at query time, so an erased account stays erased here).
   */
  admin_audit: {
    /** The event's id. */
    id: string;
    actor_id: string;
    /** Spanish, as the audit list shows it ('Cambió los permisos'). */
    action: string;
    subject_type: 'user' | 'promocode' | 'publication_type' | 'category' | 'extra';
    subject_id: string;
    /** What a non-account subject is called (the code, the slug); null for accounts. */
    subject_label: string | null;
    occurred_at: Date;
    /** The event's place in the log: orders changes made at the same instant. */
    position: string;
  };
}
