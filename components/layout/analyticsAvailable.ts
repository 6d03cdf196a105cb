/**
 * Vercel sets NEXT_PUBLIC_VERCEL_ENV on its deployments, where the first-party script paths are
 * served; NEXT_PUBLIC_ANALYTICS=1 turns them on elsewhere (a proxy that serves them, or the e2e build
 * that checks the consent gating). LazyAnalytics reads it before loading the analytics chunk.
 */
export const ANALYTICS_AVAILABLE =
  Boolean(process.env.NEXT_PUBLIC_VERCEL_ENV) || process.env.NEXT_PUBLIC_ANALYTICS === "1";
