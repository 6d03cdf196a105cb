import { CartesianGrid, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from "recharts";
import type { SoldPrice } from "@/lib/auctions/types";
import { formatTL } from "@/lib/format";
import { formatShortDate } from "@/lib/dates";

// The axis has little room: "82 B" instead of "82.000 TL"; the tooltip shows the exact figure.
const compact = new Intl.NumberFormat("tr-TR", { notation: "compact", maximumFractionDigits: 1 });
const monthLabel = new Intl.DateTimeFormat("tr-TR", { month: "short", year: "2-digit", timeZone: "Europe/Istanbul" });

/**
 * The sold prices as dots over time (recharts, the dashboard's chart library). Loaded only through
 * next/dynamic from SoldPricesBlock, once the block is visible.
 */
export default function SoldPricesChart({ items }: { items: SoldPrice[] }) {
  const points = items.map((i) => ({ t: new Date(i.at).getTime(), price: i.price }));
  return (
    <div className="h-48 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <ScatterChart accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" />
          <XAxis
            dataKey="t"
            type="number"
            domain={["dataMin", "dataMax"]}
            tickFormatter={(v: number) => monthLabel.format(new Date(v))}
            tick={{ fontSize: 12, fill: "#525252" }}
            minTickGap={16}
          />
          <YAxis
            dataKey="price"
            type="number"
            tickFormatter={(v: number) => compact.format(v)}
            tick={{ fontSize: 12, fill: "#525252" }}
            width={48}
            domain={["auto", "auto"]}
          />
          <Tooltip
            formatter={(v, name) => [name === "price" ? formatTL(Number(v)) : formatShortDate(Number(v)), ""]}
            separator=""
          />
          <Scatter data={points} fill="#ea580c" isAnimationActive={false} />
        </ScatterChart>
      </ResponsiveContainer>
    </div>
  );
}
