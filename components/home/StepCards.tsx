import { Icon, type IconName } from "@/components/ui/Icon";

export type Step = { icon: IconName; title: string; text: string };

/**
 * Numbered step cards with an icon each: the home page's "İhale nasıl işler?" and the "Nasıl
 * işler?" of the Borsa'da Sat and Nakliye pages. `className` sets the grid's gaps and columns.
 */
export function StepCards({ steps, className }: { steps: readonly Step[]; className: string }) {
  return (
    <ol className={`mt-6 grid sm:grid-cols-2 ${className}`}>
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-2xl bg-neutral-50 p-5 ring-1 ring-neutral-200">
          <span aria-hidden="true" className="grid h-10 w-10 place-items-center rounded-xl bg-ink text-brand-500">
            <Icon name={step.icon} className="h-5 w-5" />
          </span>
          <h3 className="mt-4 font-bold">
            {i + 1}. {step.title}
          </h3>
          <p className="mt-1 text-sm leading-relaxed text-neutral-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
