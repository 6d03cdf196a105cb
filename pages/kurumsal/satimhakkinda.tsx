import type { GetServerSideProps } from "next";
import { GuidePage } from "@/components/content/GuidePage";
import { SELLING_GUIDE } from "@/lib/content/sellingGuide";

// Rendered per request so `?id=3` arrives already open, also without JavaScript.
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });

export default function SellingGuidePage() {
  return (
    <GuidePage
      title="Satım Hakkında"
      guide="Satıcı rehberi"
      lead="Motosikletinizi MotoBorsa ile satarken bilmeniz gerekenler: başvuru ve teklif, Hemen Al ve ihale ile satış, ücretler ve kapsamlı ekspertiz."
      items={SELLING_GUIDE}
      basePath="/kurumsal/satimhakkinda"
    />
  );
}
