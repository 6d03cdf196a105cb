/**
 * Vercel sets NEXT_PUBLIC_VERCEL_ENV on its deployments, where the first-party script paths are
 * served; NEXT_PUBLIC_ANALYTICS=1 turns them on elsewhere (a proxy that serves them, or the e2e build
 * that checks the consent gating). A build-time constant, so _app can skip loading the analytics
 * chunk (and its module evaluation after hydration) where nothing would be mounted.
 */
export const ANALYTICS_AVAILABLE = Boolean(process.env.NEXT_PUBLIC_VERCEL_ENV) || process.env.NEXT_PUBLIC_ANALYTICS === "1";
