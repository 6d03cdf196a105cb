import type { ProvisionEntry } from "@/components/profile/ProvisionMovements";
import type { BankAccount } from "@/lib/company";
import type { ProvisionBalance, ProvisionRequestView } from "@/lib/deposits/types";

export type ProvisionRequest = ProvisionRequestView;
export type ProvisionData = { balance: ProvisionBalance; bankAccount: BankAccount; entries: ProvisionEntry[] };
