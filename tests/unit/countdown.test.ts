import { countdown, timeRemaining } from "@/lib/countdown";

const NOW = Date.parse("2026-03-01T12:00:00Z");
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe("countdown (PRODUCT §6.6)", () => {
  it.each([
    [0, ["00", "00", "00", "00"], true],
    [-5 * s, ["00", "00", "00", "00"], true],
    [-3 * d, ["00", "00", "00", "00"], true],
    [999, ["00", "00", "00", "00"], false],
    [1 * s, ["00", "00", "00", "01"], false],
    [59 * s, ["00", "00", "00", "59"], false],
    [1 * m, ["00", "00", "01", "00"], false],
    [1 * h + 2 * m + 3 * s, ["00", "01", "02", "03"], false],
    [23 * h + 59 * m + 59 * s, ["00", "23", "59", "59"], false],
    [1 * d, ["01", "00", "00", "00"], false],
    [12 * d + 5 * h + 30 * m + 9 * s + 500, ["12", "05", "30", "09"], false],
    [123 * d, ["123", "00", "00", "00"], false],
  ])("%i ms left → %j", (left, [days, hours, minutes, seconds], done) => {
    expect(countdown(NOW + left, NOW)).toMatchObject({ days, hours, minutes, seconds, done });
  });

  it("accepts ISO strings and Dates", () => {
    expect(countdown("2026-03-01T13:00:00Z", NOW)).toMatchObject({ hours: "01", minutes: "00" });
    expect(countdown(new Date(NOW + 90 * s), NOW)).toMatchObject({ minutes: "01", seconds: "30" });
  });

  it("floors an invalid end at zero", () => {
    expect(timeRemaining("not a date", NOW)).toBe(0);
  });

  it("totalMs never goes negative", () => {
    expect(timeRemaining(NOW - 1, NOW)).toBe(0);
    expect(timeRemaining(NOW + 1, NOW)).toBe(1);
  });
});
