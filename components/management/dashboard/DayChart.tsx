import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { DayPoint } from "@/lib/dashboard/types";

const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;
// The axis has little room: "2,2 Mn" instead of "2.200.000 TL"; the tooltip shows the exact figure.
const compact = new Intl.NumberFormat("tr-TR", { notation: "compact", maximumFractionDigits: 1 });

/**
 * One per-day bar chart (recharts). Loaded only through next/dynamic from the dashboard, so recharts
 * never reaches another page's JavaScript. The figures are also in the table under it for screen
 * readers and for reading exact values.
 */
export default function DayChart({
  points,
  format,
  color,
}: {
  points: DayPoint[];
  format: (value: number) => string;
  color: string;
}) {
  return (
    <div className="h-56 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e5e5" />
          <XAxis
            dataKey="day"
            tickFormatter={dayLabel}
            tick={{ fontSize: 12, fill: "#525252" }}
            interval="preserveStartEnd"
            minTickGap={12}
          />
          <YAxis
            tickFormatter={(v: number) => compact.format(v)}
            tick={{ fontSize: 12, fill: "#525252" }}
            width={48}
            allowDecimals={false}
          />
          <Tooltip
            formatter={(v) => [format(Number(v)), ""]}
            labelFormatter={(d) => dayLabel(String(d))}
            separator=""
          />
          <Bar dataKey="value" fill={color} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
