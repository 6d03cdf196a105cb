/** The rejection reason the member will read on their provision page. */
export function RejectReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <div className="mt-4">
      <label htmlFor="ret-gerekcesi" className="mb-1.5 block text-sm font-medium">
        Ret gerekçesi
      </label>
      <textarea
        id="ret-gerekcesi"
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "ret-gerekcesi-hata" : "ret-gerekcesi-ipucu"}
        maxLength={500}
        className={`block w-full rounded-lg border px-3.5 py-2.5 focus:outline-none focus:ring-2 focus:ring-brand-500/40 ${error ? "border-red-500" : "border-neutral-300"}`}
      />
      {error ? (
        <p id="ret-gerekcesi-hata" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id="ret-gerekcesi-ipucu" className="mt-1.5 text-sm text-neutral-500">
          Kullanıcı bu gerekçeyi provizyon sayfasında görür.
        </p>
      )}
    </div>
  );
}
