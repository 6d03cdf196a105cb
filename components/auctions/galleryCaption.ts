/** "Fotoğraf 2 / 8": the gallery's and the lightbox's caption. */
export const photoCaption = (index: number, count: number) => `Fotoğraf ${index + 1} / ${count}`;
