import { PROVINCES } from "@/lib/provinces";

/** The options of a province select: "İl seçin" (empty) and the 81 provinces. */
export function ProvinceOptions() {
  return (
    <>
      <option value="">İl seçin</option>
      {PROVINCES.map((p) => (
        <option key={p} value={p}>
          {p}
        </option>
      ))}
    </>
  );
}
