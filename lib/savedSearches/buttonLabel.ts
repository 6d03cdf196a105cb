/** The list pages' button text, alone in its module: the button ships with the public list pages (bench:bundle). */
export const SAVE_SEARCH_LABEL = "Bu aramayı kaydet";
