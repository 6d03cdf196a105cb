/** Views of Management › Denetim Kaydı, answered by lib/server/audit/service.ts. */
export type AuditEntryView = {
  id: number;
  createdAt: string;
  staffUid: string;
  /** The staff member's name, or e-mail, or (for a removed account) null. */
  staffName: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
};

/** A staff member the filter can pick (everyone who ever wrote an audit row, or is staff now). */
export type AuditStaffOption = { uid: string; name: string };
