/** One provision request (and one approval) in whole TL; no zod here, so pages and texts can read them. */
export const MIN_PROVISION_REQUEST = 1000;
export const MAX_PROVISION_REQUEST = 10_000_000;
