import { useRouter } from "next/router";
import { ListTableSection } from "@/components/management/FilteredListSection";
import { ListSearch, useListSearch } from "@/components/management/ListSearch";
import { listPage, listStateParser, pickFilter, useManagementNav } from "@/components/management/listParams";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import type { Column } from "@/components/management/ManagementTable";
import { stackedTable } from "@/components/management/stackedTable";
import { StatusTabs } from "@/components/management/StatusTabs";
import { Seo } from "@/components/Seo";
import { ManagedUserRow } from "@/components/users/management/ManagedUserRow";
import { useManagedUsers } from "@/lib/users/client";
import type { PageWithLayout } from "@/pages/_app";

const FILTERS = [
  { slug: "all", label: "Tümü", status: undefined },
  { slug: "active", label: "Aktif", status: "active" },
  { slug: "suspended", label: "Askıda", status: "suspended" },
] as const;

const PAGE_SIZE = 20;
const parseState = listStateParser(FILTERS);
const COLUMNS: Column[] = [
  { label: "Kullanıcı" },
  { label: "Telefon / Şehir" },
  { label: "Provizyon", align: "right" },
  { label: "Üyelik" },
  { label: "Durum" },
];

const ManagementUsersPage: PageWithLayout = () => {
  const router = useRouter();
  const filter = pickFilter(FILTERS, router.query);
  const page = listPage(router.query);
  const q = useListSearch();
  const nav = useManagementNav("/management/kullanicilar", { state: filter.slug, q, page }, parseState);
  const { data, loading } = useManagedUsers({ status: filter.status, q, page, pageSize: PAGE_SIZE }, nav.toLastPage);

  return (
    <>
      <Seo title="Kullanıcılar" description="Kullanıcıları bulun ve yönetin." noindex />
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight">Kullanıcılar</h1>
        <p className="text-sm text-neutral-600">
          Ad soyad, e-posta, telefon veya kullanıcı numarasıyla arayın; kullanıcının sayfasında provizyon hareketleri,
          teklifleri, siparişleri ve talepleri bir arada görünür.
        </p>
      </div>
      <ListTableSection
        head={
          <>
            <StatusTabs
              label="Kullanıcı durumu"
              filters={FILTERS}
              current={filter.slug}
              hrefFor={(slug) => nav.href({ state: slug, q })}
              clickFor={(slug) => nav.linkClick({ state: slug, page: 1 })}
            />
            <div className="border-b border-neutral-200 p-3">
              <ListSearch
                label="Kullanıcı ara"
                placeholder="Ad soyad, e-posta, telefon veya uid"
                onSearch={(text) => nav.go({ q: text || undefined, page: 1 })}
              />
            </div>
          </>
        }
        nav={nav}
        list={data}
        loading={loading}
        page={page}
        noun="kullanıcı"
        empty={q ? "Aramanızla eşleşen kullanıcı yok." : "Bu durumda kullanıcı yok."}
        tableClassName={stackedTable("md:min-w-[900px]")}
        columns={COLUMNS}
      >
        {(u) => <ManagedUserRow key={u.uid} user={u} />}
      </ListTableSection>
    </>
  );
};

ManagementUsersPage.getLayout = (page) => <ManagementLayout>{page}</ManagementLayout>;

export default ManagementUsersPage;
