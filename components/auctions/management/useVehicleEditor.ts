import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/browser/toast";
import type { SetVehicleField, VehicleForm } from "@/components/auctions/management/vehicleForm";
import { useSaveForm } from "@/components/management/useSaveForm";
import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";

/** The vehicle editor's state: the form, photo uploads (one by one to the upload endpoint) and the save. */
export function useVehicleEditor(initial: VehicleForm, onSaved: () => void) {
  const [form, setForm] = useState<VehicleForm>(initial);
  const { fields, saving, save } = useSaveForm();
  const [uploading, setUploading] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const set: SetVehicleField = (key, value) => setForm((f) => ({ ...f, [key]: value }));

  const upload = async (files: FileList | null) => {
    if (!files) return;
    for (const file of Array.from(files)) {
      setUploading((n) => n + 1);
      try {
        const { url } = await http.post<{ url: string }>("/api/management/uploads?purpose=vehicle", file, {
          headers: { "Content-Type": file.type || "application/octet-stream" },
        });
        setForm((f) => ({ ...f, photos: [...f.photos, url] }));
      } catch (error) {
        toast.error(`${file.name}: ${errorMessage(error)}`);
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (fileInput.current) fileInput.current.value = "";
  };

  const movePhoto = (index: number, delta: number) =>
    setForm((f) => {
      const photos = [...f.photos];
      const target = index + delta;
      if (target < 0 || target >= photos.length) return f;
      [photos[index], photos[target]] = [photos[target], photos[index]];
      return { ...f, photos };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { id, ...body } = form;
    const payload = { ...body, details: body.details.filter((d) => d.key.trim() || d.value.trim()) };
    void save(
      () => (id ? http.put(`/api/management/vehicles/${id}`, payload) : http.post("/api/management/vehicles", payload)),
      id ? "Araç güncellendi." : "Araç eklendi.",
      onSaved,
    );
  };

  return { form, set, fields, saving, uploading, fileInput, upload, movePhoto, submit };
}
