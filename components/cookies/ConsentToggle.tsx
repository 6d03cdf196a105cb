import { useId } from "react";

/** One optional cookie category in the settings panel, with its on/off switch. */
export function ConsentToggle({
  title,
  text,
  checked,
  onChange,
}: {
  title: string;
  text: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 p-4">
      <div>
        <p id={id} className="font-semibold">
          {title}
        </p>
        <p className="mt-0.5 text-sm text-neutral-600">{text}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={id}
        onClick={() => onChange(!checked)}
        className="flex flex-none items-center gap-2 rounded-full text-sm font-semibold"
      >
        <span
          className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors ${checked ? "bg-brand-600" : "bg-neutral-300"}`}
        >
          <span
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-5" : "translate-x-0.5"}`}
          />
        </span>
        <span className={`w-12 text-left ${checked ? "text-brand-700" : "text-neutral-500"}`}>
          {checked ? "Açık" : "Kapalı"}
        </span>
      </button>
    </li>
  );
}
