import { getTableName, sql, type Column, type SQL } from "drizzle-orm";

/**
 * A column of the outer query, written `"table"."column"` for use inside a correlated subquery.
 * drizzle writes a plain `${column}` as a bare `"id"` in a single-table select, and inside
 * `(SELECT … FROM auctions a WHERE a.vehicle_id = "id")` that binds to the subquery's own table:
 * the subquery stops being correlated and answers the same row for every outer row.
 */
export function outerColumn(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
