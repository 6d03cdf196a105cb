import { ErrorScreen } from "@/components/layout/ErrorScreen";

export default function ServerErrorPage() {
  return (
    <ErrorScreen
      code="500"
      title="Bir sorun oluştu"
      text="Sunucumuzda beklenmeyen bir hata oluştu. Ekibimiz bilgilendirildi; lütfen birkaç dakika sonra tekrar deneyin."
    />
  );
}
