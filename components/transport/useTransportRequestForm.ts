import type { FormEvent } from "react";
import { useRequestForm } from "@/components/services/useRequestForm";
import { useTransportableOrders } from "@/lib/transportRequests/client";
import type { TransportRequestView } from "@/lib/transportRequests/types";

type Values = {
  fromCity: string;
  fromDistrict: string;
  toCity: string;
  toDistrict: string;
  /** Unset until the user picks: a motorcycle bought here when there is one, else brand and model. */
  source?: "won" | "other";
  orderId?: string;
  brand: string;
  model: string;
  preferredDate: string;
  note: string;
};

const FIELD_ORDER = [
  "fromCity",
  "fromDistrict",
  "toCity",
  "toDistrict",
  "orderId",
  "brand",
  "model",
  "preferredDate",
  "note",
];

const empty = (toCity = ""): Values => ({
  fromCity: "",
  fromDistrict: "",
  toCity,
  toDistrict: "",
  brand: "",
  model: "",
  preferredDate: "",
  note: "",
});

/** The /nakliye request's state and send: the API's own zod rules run first. */
export function useTransportRequestForm(homeCity?: string, onCreated?: (request: TransportRequestView) => void) {
  const form = useRequestForm<Values, TransportRequestView>({
    initial: () => empty(homeCity),
    order: FIELD_ORDER,
    url: "/api/me/transport-requests",
    schema: () => import("@/lib/transportRequests/schemas").then((m) => m.transportRequestSchema),
    // The motorcycle choice stays for the next request.
    after: (sent) => ({ ...empty(homeCity), source: sent.source, orderId: sent.orderId }),
    sentText: "Nakliye talebiniz alındı.",
    failedText: "Talebiniz gönderilemedi.",
    onCreated,
  });
  // Motorcycles bought here (auction or Hemen Al) are a shortcut only; without them the form works with brand and model.
  const wins = useTransportableOrders();
  const source = form.values.source ?? (wins.length ? "won" : "other");
  const orderId = form.values.orderId ?? (wins.length ? String(wins[0].id) : "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { values } = form;
    const won = source === "won" && orderId;
    void form.send({
      fromCity: values.fromCity,
      fromDistrict: values.fromDistrict,
      toCity: values.toCity,
      toDistrict: values.toDistrict,
      ...(won ? { orderId: Number(orderId) } : { brand: values.brand, model: values.model }),
      preferredDate: values.preferredDate,
      note: values.note,
    });
  };

  return { ...form, wins, source, orderId, submit };
}

export type TransportFormState = ReturnType<typeof useTransportRequestForm>;
