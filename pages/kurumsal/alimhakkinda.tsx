import type { GetServerSideProps } from "next";
import { GuidePage } from "@/components/content/GuidePage";
import { BUYING_GUIDE } from "@/lib/content/buyingGuide";

// Rendered per request so `?id=3` arrives already open, also without JavaScript.
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });

export default function BuyingGuidePage() {
  return (
    <GuidePage
      title="Alım Hakkında"
      guide="Alıcı rehberi"
      lead="MotoBorsa'da motosiklet satın alırken bilmeniz gereken her şey: provizyon, ihale ve Hemen Al kuralları, hizmet bedeli, ödeme ve teslim."
      items={BUYING_GUIDE}
      basePath="/kurumsal/alimhakkinda"
    />
  );
}
