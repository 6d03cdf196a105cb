/**
 * The texts every public ad shows under its title (PRODUCT §8.3), part of vehicleIdentityLabels
 * (lib/vehicles/labels.ts). A module of their own because the line is above the fold of both detail pages, so it
 * is rendered with the page rather than as a lazy island, and the whole labels module would add
 * 1.9 KB to their first-load JavaScript (bench:bundle).
 */
export const listingTrustLabels = {
  badge: "EİDS doğrulamalı ilan",
  badgeTitle: "Aracın sahipliği e-Devlet Elektronik İlan Doğrulama Sistemi (EİDS) ile doğrulandı.",
  authorisation: (no: string) => `Yetki belgesi no: ${no}`,
} as const;
