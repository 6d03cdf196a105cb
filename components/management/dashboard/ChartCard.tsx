import dynamic from "next/dynamic";
import type { DayPoint } from "@/lib/dashboard/types";

// recharts loads with the dashboard's first chart, never with another page.
const DayChart = dynamic(() => import("@/components/management/dashboard/DayChart"), {
  ssr: false,
  loading: () => <div className="h-56 animate-pulse rounded-lg bg-neutral-100" />,
});

/** A titled chart with its figures as a visually hidden table (the chart itself is decorative for screen readers). */
export function ChartCard({
  title,
  points,
  format,
  color,
}: {
  title: string;
  points: DayPoint[];
  format: (value: number) => string;
  color: string;
}) {
  const empty = points.every((p) => p.value === 0);
  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
      <figcaption className="font-semibold">{title}</figcaption>
      {empty ? (
        <p className="mt-4 grid h-56 place-items-center rounded-lg border border-dashed border-neutral-300 text-sm text-neutral-500">
          Bu dönemde kayıt yok.
        </p>
      ) : (
        <div className="mt-4">
          <DayChart points={points} format={format} color={color} />
        </div>
      )}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Gün</th>
            <th scope="col">Değer</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.day}>
              <td>{p.day}</td>
              <td>{format(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
