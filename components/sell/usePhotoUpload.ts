import { useRef, useState } from "react";
import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";
import { SELL_LIMITS } from "@/lib/sellRequests/rules";

/** The types and size POST /api/me/uploads accepts; checked here too so a wrong file fails at once. */
export const ACCEPTED_PHOTOS = ["image/jpeg", "image/png", "image/webp"];
const MAX_BYTES = 8 * 1024 * 1024;

export const photoText = {
  wrongType: (name: string) => `${name}: yalnızca JPEG, PNG veya WebP fotoğraf yüklenebilir.`,
  tooLarge: (name: string) => `${name}: fotoğraf en fazla 8 MB olabilir.`,
  tooMany: `En fazla ${SELL_LIMITS.photosMax} fotoğraf yükleyebilirsiniz.`,
} as const;

/**
 * Uploads the owner's photos one by one and hands the form the returned addresses; what cannot go
 * (type, size, count, a failed upload) is listed in `problems`. The server re-checks everything,
 * this only saves a pointless upload.
 */
export function usePhotoUpload(value: string[], onChange: (photos: string[]) => void) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  // The latest list, so uploads finishing one after another each add to what is there now.
  const current = useRef(value);
  current.current = value;

  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    const found: string[] = [];
    const room = SELL_LIMITS.photosMax - current.current.length;
    const list = Array.from(files);
    if (list.length > room) found.push(photoText.tooMany);
    const accepted: File[] = [];
    for (const file of list.slice(0, Math.max(0, room))) {
      if (!ACCEPTED_PHOTOS.includes(file.type)) found.push(photoText.wrongType(file.name));
      else if (file.size > MAX_BYTES) found.push(photoText.tooLarge(file.name));
      else accepted.push(file);
    }
    setProblems(found);
    if (input.current) input.current.value = "";
    for (const file of accepted) {
      setUploading((n) => n + 1);
      try {
        const { url } = await http.post<{ url: string }>("/api/me/uploads", file, {
          headers: { "Content-Type": file.type },
        });
        const next = [...current.current, url];
        current.current = next;
        onChange(next);
      } catch (err) {
        setProblems((p) => [...p, `${file.name}: ${errorMessage(err, "Fotoğraf yüklenemedi.")}`]);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const remove = (url: string) => onChange(value.filter((p) => p !== url));

  return { input, uploading, problems, add, remove, full: value.length >= SELL_LIMITS.photosMax };
}
