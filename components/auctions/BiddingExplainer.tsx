import Link from "@/components/ui/Link";
import { BIDDING_EXPLAINER } from "@/lib/content/rules";

/** The bidding rules in short, under the bid form, with a link to the full page. */
export function BiddingExplainer() {
  return (
    <div className="text-xs leading-relaxed text-neutral-500">
      <h2 className="mb-1 font-semibold text-neutral-700">Teklif kuralları</h2>
      <ul className="list-disc space-y-1 pl-4">
        {BIDDING_EXPLAINER.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Link href="/kurumsal/alimhakkinda?id=3" className="mt-1.5 inline-block underline hover:text-neutral-800">
        İhaleyle satın alma hakkında
      </Link>
    </div>
  );
}
