import { toast } from "@/lib/browser/toast";
import { SHELL_LABELS } from "@/lib/shell/labels";

type Bag = Record<string, unknown>;

const isBag = (value: unknown): value is Bag => typeof value === "object" && value !== null;
const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value : undefined);

/** Status and body of whatever was thrown: our rejected response, an AxiosError or a plain object. */
function parts(error: unknown): { status?: number; data?: Bag; errMsg?: string } {
  if (!isBag(error)) return {};
  const response = isBag(error.response) ? error.response : undefined;
  const status =
    typeof error.status === "number"
      ? error.status
      : typeof response?.status === "number"
        ? response.status
        : undefined;
  const rawData = error.data ?? response?.data;
  return { status, data: isBag(rawData) ? rawData : undefined, errMsg: text(error.errMsg) };
}

/** The message PRODUCT §12.3's generic handler shows for an error, in its priority order. */
export function errorMessage(error: unknown, fallback?: string): string {
  const { status, data, errMsg } = parts(error);
  if (status === 404) return SHELL_LABELS.serviceNotFound;
  if (errMsg) return errMsg;
  if (text(data?.error)) return data!.error as string;
  if (text(data?.detail)) return data!.detail as string;
  if (text(error)) return error as string;
  const detail = isBag(data?.detail) ? data.detail : undefined;
  const fromDetail = text(detail?.message) ?? text(detail?.msg);
  if (fromDetail) return fromDetail;
  const fromData = text(data?.message) ?? text(data?.msg);
  if (fromData) return fromData;
  if (fallback) return fallback;
  return SHELL_LABELS.genericError;
}

/**
 * PRODUCT §12.3 generic error handler: shows the message as an error toast and returns it. A 401/403 the
 * http client already announced (session expired) is not toasted twice.
 */
export function handleError(error: unknown, fallback?: string): string {
  const message = errorMessage(error, fallback);
  if (!(isBag(error) && error.authHandled === true)) toast.error(message);
  return message;
}
