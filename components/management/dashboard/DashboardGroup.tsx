/** A titled grid of dashboard figures. */
export function DashboardGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="mt-6">
      <h2 className="text-lg font-bold tracking-tight">{title}</h2>
      <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">{children}</div>
    </section>
  );
}
