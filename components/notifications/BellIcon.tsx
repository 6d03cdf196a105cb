import { LineSvg } from "@/components/ui/LineSvg";

/** The bell, drawn here rather than in the shared Icon set: only signed-in users' lazy chunks need it. */
export function BellIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <LineSvg className={className} aria-hidden="true">
      <path d="M6 8a6 6 0 1112 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 003.4 0" />
    </LineSvg>
  );
}
