import { StepCards, type Step } from "@/components/home/StepCards";

export type { Step };

/** "How it works" as numbered cards, the same look as the home page's bidding steps. */
export function RequestSteps({ steps, title }: { steps: readonly Step[]; title: string }) {
  return (
    <section aria-labelledby="nasil-isler" className="border-b border-neutral-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
        <h2 id="nasil-isler" className="text-2xl font-extrabold tracking-tight">
          {title}
        </h2>
        <StepCards steps={steps} className={`gap-4 ${steps.length > 4 ? "lg:grid-cols-5" : "lg:grid-cols-4"}`} />
      </div>
    </section>
  );
}
