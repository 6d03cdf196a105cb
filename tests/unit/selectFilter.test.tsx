import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { SelectFilter } from "@/components/ui/SelectFilter";
import { PROVINCES_BY_NAME } from "@/lib/provinces";

/** The select as React renders it from child options: what SelectFilter's one-string options must equal. */
function ChildOptions({ value, allLabel, options }: { value?: string; allLabel: string; options: readonly string[] }) {
  return (
    <select defaultValue={value ?? ""}>
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o}>{o}</option>
      ))}
    </select>
  );
}

const optionsOf = (html: string) => html.slice(html.indexOf("<option"), html.lastIndexOf("</select>"));

describe("SelectFilter's options", () => {
  const brands = ["BMW", "Honda", 'A&B "<x>"', "Yamaha"];
  const cases = [
    { options: PROVINCES_BY_NAME, value: undefined },
    { options: PROVINCES_BY_NAME, value: "İstanbul" },
    { options: PROVINCES_BY_NAME, value: PROVINCES_BY_NAME[0] },
    { options: PROVINCES_BY_NAME, value: PROVINCES_BY_NAME[PROVINCES_BY_NAME.length - 1] },
    { options: brands, value: 'A&B "<x>"' },
    { options: brands, value: "Bilinmeyen" },
    { options: [], value: "" },
  ];
  for (const { options, value } of cases) {
    test(`are the HTML React renders for ${options.length} options, value ${JSON.stringify(value)}`, () => {
      const html = renderToStaticMarkup(
        <SelectFilter id="f" name="n" label="Şehir" value={value} allLabel="Tüm <Türkiye>" options={options} />,
      );
      const expected = renderToStaticMarkup(<ChildOptions value={value} allLabel="Tüm <Türkiye>" options={options} />);
      expect(optionsOf(html)).toBe(optionsOf(expected));
      expect(html).toContain('<select id="f" name="n" class="');
    });
  }

  test("in the browser the value is chosen and every option is there", () => {
    const { getByLabelText } = render(
      <SelectFilter
        id="f"
        name="city"
        label="Şehir"
        value="İzmir"
        allLabel="Tüm Türkiye"
        options={PROVINCES_BY_NAME}
      />,
    );
    const select = getByLabelText("Şehir") as HTMLSelectElement;
    expect(select.value).toBe("İzmir");
    expect(select.options).toHaveLength(PROVINCES_BY_NAME.length + 1);
    expect(select.options[0]).toMatchObject({ value: "", text: "Tüm Türkiye" });
  });
});
