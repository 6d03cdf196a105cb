export * from "./accounts";
export * from "./content";
export * from "./auctions";
export * from "./services";
export * from "./buyNow";
