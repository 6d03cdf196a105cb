import { Icon } from "@/components/ui/Icon";

/** "Çıkış Yap" as a quiet text button on a dark menu (the account menu, the management menu). */
export function SignOutButton({ onClick, className = "" }: { onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`flex items-center gap-1.5 text-neutral-300 hover:text-white ${className}`}
    >
      <Icon name="logout" className="h-4 w-4" />
      Çıkış Yap
    </button>
  );
}
