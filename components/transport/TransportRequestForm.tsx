import { TextAreaField } from "@/components/contact/TextAreaField";
import { FormAlert, TextField } from "@/components/ui/Field";
import { RequestFormFooter } from "@/components/services/RequestFormFooter";
import { RequestReceived } from "@/components/services/RequestReceived";
import { RoutePointFields } from "@/components/transport/RoutePointFields";
import { TransportVehicleFields } from "@/components/transport/TransportVehicleFields";
import { useTransportRequestForm } from "@/components/transport/useTransportRequestForm";
import { formatDay } from "@/lib/transportRequests/labels";
import { dayWindow, TRANSPORT_LIMITS } from "@/lib/transportRequests/rules";
import type { TransportRequestView } from "@/lib/transportRequests/types";

/** The /nakliye request: the API's own zod rules run first; a won motorcycle can be picked instead of typed. */
export function TransportRequestForm({
  homeCity,
  onCreated,
}: {
  homeCity?: string;
  onCreated?: (request: TransportRequestView) => void;
}) {
  const request = useTransportRequestForm(homeCity, onCreated);
  const { values, errors, field, form, submit, sending, created, again } = request;
  const { today, last } = dayWindow(new Date(), TRANSPORT_LIMITS.maxDaysAhead);

  if (created) {
    return (
      <RequestReceived
        title={`Nakliye talebiniz alındı (No. ${created.id})`}
        link={{ href: "/profil#nakliye-taleplerim", label: "Nakliye Taleplerim" }}
        againLabel="Yeni talep oluştur"
        onAgain={again}
      >
        {created.fromCity} / {created.fromDistrict} → {created.toCity} / {created.toDistrict},{" "}
        {formatDay(created.preferredDate)}. Fiyat teklifimizi &ldquo;Nakliye Taleplerim&rdquo; bölümünde görüp
        yanıtlayabilirsiniz.
      </RequestReceived>
    );
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Nakliye talep formu" className="space-y-6">
      {Object.keys(errors).length > 1 && <FormAlert>Lütfen işaretli alanları düzeltin.</FormAlert>}
      <RoutePointFields
        legend="Nereden"
        city={{ label: "Çıkış ili", ...field("fromCity") }}
        district={{ label: "Çıkış ilçesi", example: "Örn. Kadıköy", ...field("fromDistrict") }}
      />
      <RoutePointFields
        legend="Nereye"
        city={{ label: "Varış ili", ...field("toCity") }}
        district={{ label: "Varış ilçesi", example: "Örn. Çankaya", ...field("toDistrict") }}
      />
      <TransportVehicleFields form={request} />
      <TextField
        label="Tercih ettiğiniz alım tarihi"
        type="date"
        min={today}
        max={last}
        {...field("preferredDate")}
        hint={`Bugünden itibaren en fazla ${TRANSPORT_LIMITS.maxDaysAhead} gün sonrası.`}
        className="sm:max-w-xs"
        required
      />
      <TextAreaField
        label="Not (isteğe bağlı)"
        rows={3}
        {...field("note")}
        counter={{ length: values.note.trim().length, max: TRANSPORT_LIMITS.noteMax }}
        placeholder="Yürür durumda değil, yan çantalı, apartman girişi dar…"
      />
      <RequestFormFooter
        note="Talep ücretsizdir; fiyatı onaylamadan hiçbir ödeme yapmazsınız."
        submit="Talep Gönder"
        sending={sending}
      />
    </form>
  );
}
