export * from "./accounts";
export * from "./content";
export * from "./vehicles";
export * from "./auctions";
export * from "./buyNow";
export * from "./deposits";
export * from "./orders";
export * from "./services";
