// @vitest-environment node
import { AppError } from "@/lib/server/errors";
import { PageRedirect, pageRecordId, withPageData } from "@/lib/pageData";

type Ctx = { params?: { id?: string } };

describe("withPageData", () => {
  const detail = withPageData<{ id: number }, Ctx>(async ({ params }) => {
    const id = pageRecordId(params?.id);
    if (id === 404) throw new AppError("not_found", "İhale bulunamadı.");
    if (id === 500) throw new AppError("conflict", "Başka bir hata.");
    if (id === 7) return null;
    return { id };
  });

  it("answers the loaded props", async () => {
    expect(await detail({ params: { id: "16" } })).toEqual({ props: { id: 16 } });
  });

  it.each(["0x10", " 16", "+16", "0", "abc", undefined])(
    "answers a 404 for the bad id %j without loading",
    async (id) => {
      expect(await detail({ params: { id } })).toEqual({ notFound: true });
    },
  );

  it("answers a 404 for a record that is not there (null or AppError not_found)", async () => {
    expect(await detail({ params: { id: "7" } })).toEqual({ notFound: true });
    expect(await detail({ params: { id: "404" } })).toEqual({ notFound: true });
  });

  it("lets every other error through", async () => {
    await expect(detail({ params: { id: "500" } })).rejects.toThrow("Başka bir hata.");
  });

  it("puts revalidate on every answer of a static page, 404s and redirects included", async () => {
    const page = withPageData<{ n: number }, Ctx>(
      async ({ params }) =>
        params?.id === "r" ? new PageRedirect("/blog", true) : params?.id === "x" ? null : { n: 1 },
      { revalidate: 60 },
    );
    expect(await page({ params: { id: "a" } })).toEqual({ props: { n: 1 }, revalidate: 60 });
    expect(await page({ params: { id: "x" } })).toEqual({ notFound: true, revalidate: 60 });
    expect(await page({ params: { id: "r" } })).toEqual({
      redirect: { destination: "/blog", permanent: true },
      revalidate: 60,
    });
  });

  it("adds no revalidate key to server-side props (Next refuses unknown keys there)", async () => {
    expect(Object.keys(await detail({ params: { id: "16" } }))).toEqual(["props"]);
  });
});
