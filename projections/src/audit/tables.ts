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
    subject_type: 'user' | 'promocode' | 'publication_type' | 'category' | 'extra' | 'group' | 'microsite';
    subject_id: string;
    /** What a non-account subject is called (the code, the slug); null for accounts. */
    subject_label: string | null;
    occurred_at: Date;
    /** The event's place in the log: orders changes made at the same instant. */
    position: string;
  };
  /** The latest name of every labelled subject (groups and microsites are named by their members too). */
  admin_audit_labels: {
    subject_id: string;
    label: string;
  };
}
