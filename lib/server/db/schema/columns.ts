import { bigint, bigserial, timestamp } from "drizzle-orm/pg-core";

/** Column builders every table uses the same way (the generated SQL is unchanged by them). */

/** Whole lira amounts: bigint read as a JS number (amounts stay far below 2^53). */
export const money = (name: string) => bigint(name, { mode: "number" });

export const serialId = () => bigserial("id", { mode: "number" }).primaryKey();

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz("created_at").notNull().defaultNow();

export const updatedAt = () => timestamptz("updated_at").notNull().defaultNow();
