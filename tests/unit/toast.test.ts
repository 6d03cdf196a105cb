import hot from "react-hot-toast";
import { toast } from "@/lib/browser/toast";

vi.mock("react-hot-toast", () => ({ default: { error: vi.fn(), success: vi.fn() } }));

describe("toast", () => {
  it("loads react-hot-toast with the first toast and passes each message and its options on", async () => {
    toast.error("Oturum süreniz doldu.", { id: "session-expired" });
    toast.success("Kaydedildi.");
    await vi.waitFor(() => expect(hot.error).toHaveBeenCalledWith("Oturum süreniz doldu.", { id: "session-expired" }));
    await vi.waitFor(() => expect(hot.success).toHaveBeenCalledWith("Kaydedildi.", undefined));
    expect(hot.error).toHaveBeenCalledTimes(1);
  });
});
