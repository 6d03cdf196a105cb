import { identityUnverifiedRefusal } from "@/components/identity/IdentityRequiredNotice";
import type { FormEvent } from "react";
import { emailUnverifiedRefusal } from "@/components/accounts/EmailVerificationNotice";
import { useRequestForm } from "@/components/services/useRequestForm";
import type { CurrentUser } from "@/lib/accounts/types";
import { formatPhone, parseAmount } from "@/lib/format";
import type { SellRequestView } from "@/lib/sellRequests/types";
import { amountFieldError, turkishAmountOrUndefined } from "@/lib/turkishAmount";

type Values = {
  plate: string;
  brand: string;
  model: string;
  year: string;
  km: string;
  engineCc: string;
  city: string;
  expectedPrice: string;
  description: string;
  photos: string[];
  phone: string;
};

const FIELD_ORDER = [
  "plate",
  "brand",
  "model",
  "year",
  "km",
  "engineCc",
  "city",
  "expectedPrice",
  "description",
  "photos",
  "phone",
] as const;

function empty(user: CurrentUser): Values {
  return {
    plate: "",
    brand: "",
    model: "",
    year: "",
    km: "",
    engineCc: "",
    city: user.city || "",
    expectedPrice: "",
    description: "",
    photos: [],
    phone: user.phone ? formatPhone(user.phone) : "",
  };
}

/** Numbers are typed as text (so "12.500" works) and sent as numbers; empty stays undefined for the "zorunlu" message. */
function payload(v: Values) {
  const num = (s: string) => parseAmount(s) ?? undefined;
  return {
    ...v,
    year: num(v.year),
    km: num(v.km),
    engineCc: num(v.engineCc),
    expectedPrice: turkishAmountOrUndefined(v.expectedPrice),
  };
}

/** The Borsa'da Sat application's state and send: the API's own zod rules run first. */
export function useSellRequestForm(user: CurrentUser, onCreated?: (request: SellRequestView) => void) {
  const form = useRequestForm<Values, SellRequestView>({
    initial: () => empty(user),
    order: FIELD_ORDER,
    targets: { photos: "input[type=file]" },
    url: "/api/me/sell-requests",
    schema: () => import("@/lib/sellRequests/schemas").then((m) => m.sellRequestSchema),
    after: () => empty(user),
    sentText: "Başvurunuz alındı.",
    failedText: "Başvurunuz gönderilemedi.",
    refusal: emailUnverifiedRefusal,
    identityRefusal: identityUnverifiedRefusal,
    onCreated,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // "385.000,50" is refused with its own reason, never read as 38.500.050 TL or "missing".
    const priceError = amountFieldError(form.values.expectedPrice);
    if (priceError) {
      form.showErrors({ expectedPrice: priceError });
      return;
    }
    void form.send(payload(form.values));
  };

  return { ...form, submit };
}
