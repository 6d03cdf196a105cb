import { ErrorScreen } from "@/components/layout/ErrorScreen";

export default function NotFoundPage() {
  return (
    <ErrorScreen
      code="404"
      title="Sayfa bulunamadı"
      text="Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir. Adresi kontrol edin veya aşağıdan devam edin."
    />
  );
}
