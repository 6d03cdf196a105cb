import { Icon, type IconName } from "@/components/ui/Icon";

export type Step = { icon: IconName; title: string; text: string };

/** "How it works" as numbered cards, the same look as the home page's bidding steps. */
export function RequestSteps({ steps, title }: { steps: readonly Step[]; title: string }) {
  return (
    <section aria-labelledby="nasil-isler" className="border-b border-neutral-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
        <h2 id="nasil-isler" className="text-2xl font-extrabold tracking-tight">
          {title}
        </h2>
        <ol className={`mt-6 grid gap-4 sm:grid-cols-2 ${steps.length > 4 ? "lg:grid-cols-5" : "lg:grid-cols-4"}`}>
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
      </div>
    </section>
  );
}
