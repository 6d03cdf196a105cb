import { useId } from "react";
import { Button } from "@/components/ui/Button";
import { ModalDialog } from "@/components/ui/ModalDialog";
import type { ConsentCategory, ConsentPreferences } from "@/lib/cookieConsent";
import { ConsentToggle } from "@/components/cookies/ConsentToggle";

const CATEGORIES: { key: ConsentCategory; title: string; text: string }[] = [
  {
    key: "analytics",
    title: "Analitik Çerezler",
    text: "Sitenin nasıl kullanıldığını anonim olarak ölçmemize ve hızını iyileştirmemize yardımcı olur.",
  },
  {
    key: "functionality",
    title: "İşlevsellik Çerezleri",
    text: "Tercihlerinizi (ör. son baktığınız ilanlar, filtreler) hatırlayarak daha rahat bir deneyim sunar.",
  },
  {
    key: "marketing",
    title: "Pazarlama Çerezleri",
    text: "İlgilenebileceğiniz ihale ve ilanları size daha isabetli göstermek için kullanılır.",
  },
];

/** "Çerez Ayarları": the necessary cookies (always on) and a switch per optional category. */
export function CookieSettingsPanel({
  choice,
  onToggle,
  onConfirm,
  onClose,
}: {
  choice: ConsentPreferences;
  onToggle: (category: ConsentCategory, checked: boolean) => void;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <ModalDialog
      aria-labelledby={titleId}
      onClose={onClose}
      className="z-[70] flex items-end justify-center bg-black/60 p-0 sm:items-center sm:p-4"
    >
      <div className="max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white p-6 text-neutral-900 shadow-2xl sm:max-w-lg sm:rounded-2xl">
        <h2 id={titleId} className="text-lg font-bold">
          Çerez Ayarları
        </h2>
        <p className="mt-1 text-sm text-neutral-600">
          Hangi çerezlere izin verdiğinizi seçin. Tercihinizi dilediğiniz zaman değiştirebilirsiniz.
        </p>
        <ul className="mt-5 divide-y divide-neutral-200 rounded-xl border border-neutral-200">
          <li className="flex items-start justify-between gap-4 p-4">
            <div>
              <p className="font-semibold">Zorunlu Çerezler</p>
              <p className="mt-0.5 text-sm text-neutral-600">
                Oturum açma ve güvenlik gibi sitenin çalışması için gerekli çerezler.
              </p>
            </div>
            <span className="flex-none rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-green-800">
              Her zaman aktif
            </span>
          </li>
          {CATEGORIES.map((category) => (
            <ConsentToggle
              key={category.key}
              title={category.title}
              text={category.text}
              checked={choice[category.key]}
              onChange={(checked) => onToggle(category.key, checked)}
            />
          ))}
        </ul>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button onClick={onConfirm}>Seçimlerimi Onayla</Button>
        </div>
      </div>
    </ModalDialog>
  );
}
