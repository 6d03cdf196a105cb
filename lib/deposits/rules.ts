/** The provision amounts a user may announce and staff may credit (whole lira). Kept free of zod: content pages quote them. */
export const MIN_PROVISION_REQUEST = 1000;
export const MAX_PROVISION_REQUEST = 10_000_000;
