import Image from "next/image";
import type { StaffSellRequestView } from "@/lib/sellRequests/types";

/** The owner's photos (each opens full size in a new tab) and description. */
export function SellRequestMedia({ request: r }: { request: StaffSellRequestView }) {
  return (
    <div className="min-w-0 space-y-6">
      <section aria-labelledby="fotograflar" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
        <h2 id="fotograflar" className="mb-4 font-bold">
          Fotoğraflar ({r.photos.length})
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {r.photos.map((photo, i) => (
            <li key={photo}>
              <a
                href={photo}
                target="_blank"
                rel="noopener noreferrer"
                className="relative block aspect-[4/3] overflow-hidden rounded-xl bg-neutral-900 ring-1 ring-neutral-200"
                aria-label={`Fotoğraf ${i + 1} (yeni sekmede)`}
              >
                <Image
                  src={photo}
                  alt={`Fotoğraf ${i + 1}`}
                  fill
                  sizes="(min-width: 1024px) 260px, 50vw"
                  className="object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="aciklama" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
        <h2 id="aciklama" className="mb-2 font-bold">
          Sahibinin açıklaması
        </h2>
        <p className="whitespace-pre-line text-neutral-800">{r.description}</p>
      </section>
    </div>
  );
}
