import { useRef, useState } from "react";
import { toast } from "@/lib/browser/toast";
import { BlogCover } from "@/components/blog/BlogCover";
import { Button } from "@/components/ui/Button";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";

/** The types and size the shared upload endpoint accepts; checked here too so a wrong file fails fast. */
const ACCEPTED = ["image/jpeg", "image/png", "image/webp"];
const MAX_BYTES = 8 * 1024 * 1024;

export const coverText = {
  wrongType: "Kapak görseli JPEG, PNG ya da WebP olmalıdır.",
  tooLarge: "Kapak görseli en fazla 8 MB olabilir.",
  uploaded: "Kapak görseli yüklendi.",
} as const;

/** Cover picker: uploads through POST /api/management/uploads (the product's one upload endpoint). */
export function CoverUpload({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [localError, setLocalError] = useState<string>();

  const upload = async (file: File) => {
    setLocalError(undefined);
    if (!ACCEPTED.includes(file.type)) return setLocalError(coverText.wrongType);
    if (file.size > MAX_BYTES) return setLocalError(coverText.tooLarge);
    setUploading(true);
    try {
      const { url } = await http.post<{ url: string }>("/api/management/uploads?purpose=blog", file, {
        headers: { "Content-Type": file.type },
      });
      onChange(url);
      toast.success(coverText.uploaded);
    } catch (err) {
      setLocalError(handleError(err, "Görsel yüklenemedi."));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = "";
    }
  };

  const message = localError ?? error;
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-neutral-800">Kapak görseli</legend>
      <div className="overflow-hidden rounded-xl border border-neutral-200">
        <BlogCover src={value} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id="cover-file"
          aria-label="Kapak görseli dosyası seçin"
          type="file"
          accept={ACCEPTED.join(",")}
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button variant="secondary" size="sm" loading={uploading} onClick={() => input.current?.click()}>
          {value ? "Görseli değiştir" : "Görsel yükle"}
        </Button>
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={uploading}>
            Kaldır
          </Button>
        )}
        <span className="text-xs text-neutral-500">JPEG, PNG ya da WebP · en fazla 8 MB · önerilen 1200×630</span>
      </div>
      {message && (
        <p role="alert" className="mt-1.5 text-sm text-red-600">
          {message}
        </p>
      )}
    </fieldset>
  );
}
