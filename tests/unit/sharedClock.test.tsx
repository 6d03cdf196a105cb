import { act, render, screen } from "@testing-library/react";
import { Countdown, useClock } from "@/components/auctions/Countdown";

// Issue 15: a page-level clock re-rendered the whole home page (every card) each second, which
// Lighthouse counted as blocking time. Each countdown now reads one shared clock itself.
describe("the shared one-second clock", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-05-01T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  test("countdowns tick without re-rendering the page around them", () => {
    const serverNow = Date.now();
    let pageRenders = 0;
    function Page() {
      pageRenders++;
      return (
        <ul>
          <li>
            <Countdown end="2026-05-01T10:01:00Z" now={serverNow} />
          </li>
          <li>
            <Countdown end="2026-05-02T10:00:00Z" now={serverNow} />
          </li>
        </ul>
      );
    }
    render(<Page />);
    const [first, second] = screen.getAllByRole("timer");
    expect(first).toHaveTextContent("00:00:01:00");
    act(() => vi.advanceTimersByTime(3000));
    expect(first).toHaveTextContent("00:00:00:57");
    expect(second).toHaveTextContent("00:23:59:57");
    expect(pageRenders).toBe(1);
  });

  test("a selected value re-renders its reader only when it changes", () => {
    const serverNow = Date.now();
    const end = serverNow + 2500;
    let renders = 0;
    function Status() {
      renders++;
      const ended = useClock(serverNow, (now) => now >= end);
      return <p>{ended ? "bitti" : "sürüyor"}</p>;
    }
    render(<Status />);
    expect(screen.getByText("sürüyor")).toBeInTheDocument();
    const before = renders;
    act(() => vi.advanceTimersByTime(2000));
    expect(renders).toBe(before);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("bitti")).toBeInTheDocument();
    expect(renders).toBe(before + 1);
  });
});
