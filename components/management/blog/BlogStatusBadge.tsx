import { Badge } from "@/components/ui/StatusBadge";
import type { BlogPostStatus } from "@/lib/blog/types";

export function BlogStatusBadge({ status }: { status: BlogPostStatus }) {
  return status === "published" ? <Badge tone="success">Yayında</Badge> : <Badge tone="neutral">Taslak</Badge>;
}
