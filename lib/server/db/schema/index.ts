export * from "./accounts";
export * from "./content";
