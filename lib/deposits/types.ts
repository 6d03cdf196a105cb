/** The provision views the API answers, shared by the server (lib/server/deposits/service.ts) and the screens. */
export type ProvisionRequestStatus = "pending" | "approved" | "rejected" | "cancelled";

export type ProvisionRequestView = {
  id: number;
  /** What the user announced they would send. */
  amount: number;
  /** What staff found on the company account when approving: the amount credited. */
  receivedAmount: number | null;
  referenceCode: string;
  status: ProvisionRequestStatus;
  rejectReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** The staff member who approved or rejected it (null while pending and when the user cancelled it). */
  decidedByName: string | null;
};

export type ProvisionBalance = { total: number; blocked: number; available: number };

/** GET /api/management/provision-requests: a request with the user who made it. */
export type StaffProvisionRequestView = ProvisionRequestView & { user: { name: string; lastName: string; email: string; phone: string } };
