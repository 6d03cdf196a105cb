import { SAVE_SEARCH_BUTTON_LABELS } from "@/lib/savedSearches/list/labels";
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_NAME_MAX, type SavedSearchKind } from "@/lib/savedSearches/rules";

/** Turkish texts of saved searches ("Bu aramayı kaydet", /profil/aramalar). */
export const SAVED_SEARCH_LABELS = {
  save: SAVE_SEARCH_BUTTON_LABELS.save,
  nameLabel: "Arama adı",
  nameRequired: "Arama adı zorunludur.",
  nameTooLong: `Arama adı en fazla ${SAVED_SEARCH_NAME_MAX} karakter olabilir.`,
  kindInvalid: "Arama türü geçersiz.",
  filtersInvalid: "Arama filtreleri geçersiz.",
  unknownFilter: (key: string) => `Bilinmeyen filtre: ${key}.`,
  limitReached: `En fazla ${SAVED_SEARCH_LIMIT} arama kaydedebilirsiniz. Yeni bir arama için önce eskilerden birini silin.`,
  notFound: "Kayıtlı arama bulunamadı.",
  saved: "Arama kaydedildi. Uygun yeni ilanlar için bildirim alacaksınız.",
  renamed: "Arama adı güncellendi.",
  deleted: "Kayıtlı arama silindi.",
  kind: { auction: "İhale", listing: "Hemen Al" },
} as const;

/** The notification of a new auction or listing that matches a saved search. */
export const SAVED_SEARCH_MATCH_LABELS = {
  title: (name: string) => `Kayıtlı aramanıza uyan yeni ilan: ${name}`,
  body: (kind: SavedSearchKind, title: string) =>
    kind === "auction"
      ? `${title} ihaleye çıktı ve kayıtlı aramanıza uyuyor. İhaleyi inceleyip teklif verebilirsiniz.`
      : `${title} Hemen Al'da satışa çıktı ve kayıtlı aramanıza uyuyor.`,
};

/** What the browser shows when this domain's data could not be loaded. */
export const SAVED_SEARCH_LOAD_ERRORS = {
  mine: "Kayıtlı aramalarınız yüklenemedi.",
} as const;
