/**
 * bench:scale's data: a successful year generated inside PostgreSQL (INSERT … SELECT over
 * generate_series, no row ever crosses the wire), consistent with the schema's checks and the
 * ledger's rules: every balance is the sum of its ledger rows, every sold auction has its winner's
 * order, every staff decision its audit row. Sizes at BENCH_SCALE=1 in SCALE_ROWS.
 */
import { Client } from "pg";

export const SCALE_ROWS = {
  users: 100_000,
  auctions: 20_000,
  bids: 2_000_000,
  ledger: 5_000_000,
  notifications: 10_000_000,
  orders: 50_000,
} as const;

/** The measured auction (id 1): live, with this many bids. */
export const BIG_AUCTION_BIDS = 500;
/** The measured user (the first user row): at least this many bids, and HEAVY_NOTIFICATIONS more notifications. */
export const HEAVY_USER_BIDS = 2_000;
export const HEAVY_NOTIFICATIONS = 5_000;
/** Notifications span the retention window (NOTIFICATION_RETENTION_DAYS): older ones the prune job removed. */
const NOTIFICATION_DAYS = 180;

export type ScaleSizes = Record<keyof typeof SCALE_ROWS, number>;

export function sizesFor(scale: number): ScaleSizes {
  const n = (k: keyof typeof SCALE_ROWS, min: number) => Math.max(min, Math.round(SCALE_ROWS[k] * scale));
  return {
    users: n("users", 100),
    auctions: n("auctions", 50),
    bids: n("bids", BIG_AUCTION_BIDS + HEAVY_USER_BIDS * 2),
    ledger: n("ledger", 400),
    notifications: n("notifications", 1000),
    orders: n("orders", 50),
  };
}

export type ScaleIds = { heavyUid: string; staffUid: string; staffEmail: string };

type Step = { label: string; ms: number; rows: number };

/**
 * Loads the year into an empty migrated database. Indexes that back no constraint are dropped
 * while the big tables fill and built again after (one sort each instead of ten million
 * insertions); foreign keys are not checked row by row (session_replication_role = replica): the
 * data is consistent by construction, and the closing checks count what would break them.
 */
export async function loadYear(
  databaseUrl: string,
  sizes: ScaleSizes,
  ids: ScaleIds,
  catalogue: Array<{ brand: string; model: string; cc: number }>,
  cities: readonly string[],
  log: (line: string) => void = console.log,
): Promise<Step[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const steps: Step[] = [];
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const t0 = performance.now();
    const result = await client.query(text, values);
    const ms = performance.now() - t0;
    steps.push({ label, ms, rows: result.rowCount ?? 0 });
    log(
      `  ${label.padEnd(34)} ${(result.rowCount ?? 0).toLocaleString("en-US").padStart(11)} rows  ${(ms / 1000).toFixed(1)} s`,
    );
  };
  try {
    await client.query("SET synchronous_commit = off");
    await client.query("SET maintenance_work_mem = '256MB'");
    await client.query("SET work_mem = '64MB'");
    await client.query("SET session_replication_role = replica");
    const { rows: now } = await client.query<{ now: Date }>("SELECT date_trunc('second', now()) AS now");
    await client.query(`CREATE TEMP TABLE bench_p AS SELECT $1::timestamptz AS now`, [now[0].now]);
    const big = ["bids", "provision_entries", "notifications", "audit_log"];
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = ANY($1)
         AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
      [big],
    );
    for (const ix of indexes) await client.query(`DROP INDEX "${ix.indexname}"`);

    const U = sizes.users;
    const A = sizes.auctions;
    await step(
      "users",
      `INSERT INTO users (uid, email, name, last_name, phone, city, kvkk_accepted_at, membership_accepted_at, created_at, updated_at)
       SELECT CASE WHEN g = 1 THEN $2 ELSE 'bench-u' || g END,
              'kullanici' || g || '@bench.motoborsa.test',
              (ARRAY['Ahmet','Mehmet','Ayşe','Fatma','Mustafa','Emine','Ali','Zeynep','Hüseyin','Şükrü'])[1 + g % 10],
              (ARRAY['Yılmaz','Kaya','Demir','Şahin','Çelik','Yıldız','Öztürk','Aydın','Özdemir','Arslan'])[1 + (g / 10) % 10],
              '5' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
              ($3::text[])[1 + g % cardinality($3::text[])],
              c, c, c, c
       FROM generate_series(1, $1::int) g, bench_p p,
            LATERAL (SELECT p.now - interval '365 days' + (g::float8 / $1) * interval '360 days' AS c) t`,
      [U, ids.heavyUid, cities],
    );
    await step(
      "staff",
      `INSERT INTO staff (uid, email, display_name, is_super, roles)
       SELECT $1::text, $2::text, 'Bench Yönetici', true, '{}'
       UNION ALL SELECT 'bench-staff-' || g, 'personel' || g || '@bench.motoborsa.test', 'Personel ' || g, false,
              ARRAY['provision:approve','orders:write'] FROM generate_series(1, 4) g`,
      [ids.staffUid, ids.staffEmail],
    );
    // Auction g starts at a point of the year in id order (id order is time order, as in production);
    // each runs 7 days: the last week's are live, the last day's upcoming, the rest closed (4 of 5 sold).
    // Auction 1 is the measured one: live, ending in 5 days.
    await client.query(
      `CREATE TEMP TABLE bench_a AS
       SELECT g AS id,
              CASE WHEN g = 1 THEN p.now - interval '2 days' ELSE p.now - interval '361 days' + (g::float8 / $1) * interval '362 days' END AS starts
       FROM generate_series(1, $1::int) g, bench_p p`,
      [A],
    );
    await step(
      "vehicles (auctions)",
      `INSERT INTO vehicles (id, brand, model, year, km, engine_cc, city, plate, created_at, updated_at)
       SELECT a.id, ($2::text[])[1 + a.id % cardinality($2::text[])], ($3::text[])[1 + a.id % cardinality($2::text[])],
              2015 + a.id % 10, (a.id * 7919) % 90000, ($4::int[])[1 + a.id % cardinality($2::text[])],
              ($5::text[])[1 + a.id % cardinality($5::text[])], '34BNC' || lpad((a.id % 1000)::text, 3, '0'),
              a.starts - interval '1 day', a.starts - interval '1 day'
       FROM bench_a a WHERE a.id <= $1::int`,
      [A, catalogue.map((m) => m.brand), catalogue.map((m) => m.model), catalogue.map((m) => m.cc), cities],
    );
    await step(
      "auctions",
      `INSERT INTO auctions (id, vehicle_id, state, starts_at, ends_at, starting_price, current_price, closed_at, created_by, created_at, updated_at)
       SELECT a.id, a.id,
              (CASE WHEN a.starts > p.now THEN 'scheduled'
                    WHEN a.starts + interval '7 days' > p.now THEN 'live'
                    WHEN a.id % 5 = 0 THEN 'unsold' ELSE 'sold' END)::auction_state,
              a.starts, CASE WHEN a.id = 1 THEN p.now + interval '5 days' ELSE a.starts + interval '7 days' END,
              10000 + (a.id * 37 % 200) * 1000, 10000 + (a.id * 37 % 200) * 1000,
              CASE WHEN a.starts + interval '7 days' <= p.now THEN a.starts + interval '7 days' END,
              'bench-staff-' || (1 + a.id % 4), a.starts - interval '1 day', a.starts - interval '1 day'
       FROM bench_a a, bench_p p`,
    );
    // Started auctions (ids 1..K, by construction the first ones) share the bids; auction 1 gets its
    // BIG_AUCTION_BIDS, the measured user every n-th bid, the rest spread over all users.
    const { rows: started } = await client.query<{ k: number }>(
      `SELECT count(*)::int AS k FROM auctions WHERE state <> 'scheduled'`,
    );
    const K = started[0].k;
    const spread = sizes.bids - BIG_AUCTION_BIDS;
    const heavyEvery = Math.max(1, Math.floor(spread / HEAVY_USER_BIDS));
    await step(
      "bids",
      `INSERT INTO bids (auction_id, bidder_uid, amount, kind, created_at)
       SELECT auction_id, bidder_uid, amount, 'bid', created_at FROM (
         SELECT 1 AS auction_id,
                CASE WHEN g % 10 = 0 THEN $5::text ELSE 'bench-u' || (2 + g % 50) END AS bidder_uid,
                a.starting_price + g * 1000 AS amount,
                a.starts_at + (g::float8 / ($1 + 1)) * (p.now - a.starts_at) AS created_at
         FROM generate_series(1, $1::int) g, auctions a, bench_p p WHERE a.id = 1
         UNION ALL
         SELECT a.id,
                CASE WHEN g % $4::int = 0 THEN $5::text ELSE 'bench-u' || (2 + (g::bigint * 2654435761) % ($6::int - 1)) END,
                a.starting_price + (g / ($3::int - 1) + 1) * 1000,
                a.starts_at + ((g / ($3::int - 1) + 1)::float8 / ($2::float8 / ($3::int - 1) + 2)) * (least(a.ends_at, p.now) - a.starts_at)
         FROM generate_series(1, $2::int) g
         JOIN auctions a ON a.id = 2 + g % ($3::int - 1), bench_p p
       ) b ORDER BY created_at`,
      [BIG_AUCTION_BIDS, spread, K, heavyEvery, ids.heavyUid, U],
    );
    await step(
      "auctions: price, leader, count",
      `UPDATE auctions a SET current_price = b.amount, leader_uid = b.bidder_uid, leader_max = b.amount, bid_count = b.n,
              version = b.n + 1
       FROM (SELECT DISTINCT ON (auction_id) auction_id, amount, bidder_uid, count(*) OVER (PARTITION BY auction_id) AS n
             FROM bids ORDER BY auction_id, amount DESC, id DESC) b
       WHERE a.id = b.auction_id`,
    );
    // Orders: every sold auction's winner; buy-now sales make up the rest of the year's orders.
    await step(
      "orders (auctions)",
      `INSERT INTO orders (auction_id, vehicle_id, buyer_uid, price, commission, status, deposit_outcome, deposit_amount, payment_due_at, created_at, updated_at)
       SELECT a.id, a.vehicle_id, a.leader_uid, a.current_price, round(a.current_price * 0.05),
              (CASE WHEN a.closed_at > p.now - interval '3 days' THEN 'awaiting_payment'
                    WHEN a.id % 40 = 0 THEN 'cancelled' ELSE 'completed' END)::order_status,
              (CASE WHEN a.closed_at > p.now - interval '3 days' THEN NULL ELSE 'released' END)::order_deposit_outcome,
              CASE WHEN a.closed_at > p.now - interval '3 days' THEN NULL ELSE 5000 END,
              a.closed_at + interval '3 days', a.closed_at, a.closed_at
       FROM auctions a, bench_p p WHERE a.state = 'sold' ORDER BY a.closed_at`,
    );
    const { rows: soldRows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders`);
    const listings = Math.max(0, sizes.orders - soldRows[0].n);
    await step(
      "vehicles + listings (buy-now)",
      `WITH v AS (
         INSERT INTO vehicles (id, brand, model, year, km, engine_cc, city, plate, created_at, updated_at)
         SELECT $1::int + g, ($3::text[])[1 + g % cardinality($3::text[])], ($4::text[])[1 + g % cardinality($3::text[])],
                2016 + g % 9, (g::bigint * 104729) % 60000, ($5::int[])[1 + g % cardinality($3::text[])],
                ($6::text[])[1 + g % cardinality($6::text[])], '06HMN' || lpad((g % 1000)::text, 3, '0'),
                p.now - interval '365 days' + (g::float8 / greatest($2, 1)) * interval '360 days',
                p.now - interval '365 days' + (g::float8 / greatest($2, 1)) * interval '360 days'
         FROM generate_series(1, $2::int) g, bench_p p RETURNING id, created_at)
       INSERT INTO buy_now_listings (id, vehicle_id, price, state, created_by, created_at, updated_at, reserved_at, sold_at)
       SELECT id - $1::int, id, 50000 + (id * 53 % 400) * 1000, 'sold', 'bench-staff-1', created_at, created_at + interval '2 days',
              created_at + interval '1 day', created_at + interval '2 days'
       FROM v`,
      [A, listings, catalogue.map((m) => m.brand), catalogue.map((m) => m.model), catalogue.map((m) => m.cc), cities],
    );
    await step(
      "orders (buy-now)",
      `INSERT INTO orders (listing_id, vehicle_id, buyer_uid, price, commission, status, deposit_outcome, deposit_amount, payment_due_at, created_at, updated_at)
       SELECT l.id, l.vehicle_id, 'bench-u' || (2 + (l.id * 7907) % ($1::int - 1)), l.price, round(l.price * 0.05), 'completed',
              'released', 5000, l.reserved_at + interval '3 days', l.reserved_at, l.sold_at
       FROM buy_now_listings l ORDER BY l.reserved_at`,
      [U],
    );
    // The ledger: per user one approved provision request (deposit), block/release pairs of its
    // auctions, and one paid withdrawal; the balances are then the ledger's sums.
    const per = Math.max(4, 2 * Math.round(sizes.ledger / U / 2));
    await step(
      "provision requests",
      `INSERT INTO provision_requests (id, uid, amount, reference_code, status, received_amount, decided_by, decided_at, created_at)
       SELECT row_number() OVER (ORDER BY u.created_at), u.uid, 1000000, 'BNC' || lpad(row_number() OVER (ORDER BY u.created_at)::text, 8, '0'),
              'approved', 1000000, 'bench-staff-' || (1 + (row_number() OVER (ORDER BY u.created_at)) % 4),
              u.created_at + interval '1 hour', u.created_at
       FROM users u ORDER BY u.created_at`,
    );
    await step(
      "withdrawals",
      `INSERT INTO withdrawals (id, uid, amount, iban, account_name, status, decided_by, decided_at, payment_reference, created_at)
       SELECT r.id, r.uid, 1000, 'TR' || lpad((r.id * 7919)::text, 24, '0'), u.name || ' ' || u.last_name, 'paid',
              'bench-staff-' || (1 + r.id % 4), r.created_at + (p.now - r.created_at) * 0.98,
              'DKT' || r.id, r.created_at + (p.now - r.created_at) * 0.97
       FROM provision_requests r JOIN users u ON u.uid = r.uid, bench_p p ORDER BY 10`,
    );
    await step(
      "ledger",
      `INSERT INTO provision_entries (uid, kind, amount, ref_type, ref_id, created_at)
       SELECT r.uid,
              (CASE WHEN k = 0 THEN 'deposit' WHEN k = $1::int - 1 THEN 'withdrawal' WHEN k % 2 = 1 THEN 'block' ELSE 'release' END)::provision_entry_kind,
              CASE WHEN k = 0 THEN 1000000 WHEN k = $1::int - 1 THEN 1000 ELSE 1000 * (5 + (r.id * 7 + ((k + 1) / 2) * 13) % 50) END,
              CASE WHEN k = 0 THEN 'provision_request' WHEN k = $1::int - 1 THEN 'withdrawal' ELSE 'auction' END,
              CASE WHEN k = 0 OR k = $1::int - 1 THEN r.id::text ELSE (1 + (r.id + (k + 1) / 2) % $2)::text END,
              CASE WHEN k = 0 THEN r.decided_at WHEN k = $1::int - 1 THEN w.decided_at
                   ELSE r.decided_at + (k::float8 / $1::int) * (w.created_at - r.decided_at) END
       FROM provision_requests r JOIN withdrawals w ON w.id = r.id, generate_series(0, $1::int - 1) k
       ORDER BY 6`,
      [per, A],
    );
    await step(
      "balances from the ledger",
      `UPDATE users u SET
         provision_total = s.deposits - s.withdrawals - s.captures,
         provision_blocked = s.blocks - s.releases - s.captures
       FROM (SELECT uid,
               coalesce(sum(amount) FILTER (WHERE kind = 'deposit'), 0) AS deposits,
               coalesce(sum(amount) FILTER (WHERE kind = 'withdrawal'), 0) AS withdrawals,
               coalesce(sum(amount) FILTER (WHERE kind = 'capture'), 0) AS captures,
               coalesce(sum(amount) FILTER (WHERE kind = 'block'), 0) AS blocks,
               coalesce(sum(amount) FILTER (WHERE kind = 'release'), 0) AS releases
             FROM provision_entries GROUP BY uid) s
       WHERE s.uid = u.uid`,
    );
    // Notifications over the retention window, in time order; one in ten unread; the measured
    // user gets HEAVY_NOTIFICATIONS more. Their e-mails were sent long ago.
    await step(
      "notifications",
      `INSERT INTO notifications (user_id, kind, category, title, body, link, data, read_at, created_at, email_state, email_attempts, email_next_at, email_sent_at)
       SELECT CASE WHEN g % 2000 = 0 THEN $3::text ELSE 'bench-u' || (2 + (g::bigint * 2654435761) % ($2::int - 1)) END,
              (ARRAY['outbid','auction_lost','deposit_released','order_created'])[1 + g % 4],
              (ARRAY['bids','bids','money','orders'])[1 + g % 4],
              (ARRAY['Teklifiniz geçildi','İhale sona erdi','Teminatınız serbest bırakıldı','Siparişiniz oluşturuldu'])[1 + g % 4],
              'Bench bildirimi ' || g,
              '/ihaleler/' || (1 + g % $4::int), '{}'::jsonb,
              CASE WHEN g % 10 = 0 THEN NULL ELSE c + interval '1 hour' END,
              c, 'sent', 1, c, c
       FROM generate_series(1, $1::bigint) g, bench_p p,
            LATERAL (SELECT p.now - interval '${NOTIFICATION_DAYS} days' + (g::float8 / $1) * interval '${NOTIFICATION_DAYS - 0.01} days' AS c) t`,
      [sizes.notifications, U, ids.heavyUid, A],
    );
    await step(
      "notifications (measured user)",
      `INSERT INTO notifications (user_id, kind, category, title, body, link, data, read_at, created_at, email_state, email_attempts, email_next_at, email_sent_at)
       SELECT $1::text, 'outbid', 'bids', 'Teklifiniz geçildi', 'Bench bildirimi', '/ihaleler/1', '{}'::jsonb,
              CASE WHEN g % 10 = 0 THEN NULL ELSE c + interval '1 hour' END, c, 'sent', 1, c, c
       FROM generate_series(1, $2::int) g, bench_p p,
            LATERAL (SELECT p.now - (g::float8 / $2) * interval '${NOTIFICATION_DAYS - 1} days' AS c) t
       ORDER BY c`,
      [ids.heavyUid, HEAVY_NOTIFICATIONS],
    );
    // Audit: each staff decision of the year (approvals, withdrawals paid, auctions created, orders completed).
    await step(
      "audit log",
      `INSERT INTO audit_log (staff_uid, action, target_type, target_id, details, created_at)
       SELECT staff_uid, action, target_type, target_id, details, created_at FROM (
         SELECT decided_by AS staff_uid, 'provision_request.approve' AS action, 'provision_request' AS target_type,
                id::text AS target_id, jsonb_build_object('amount', received_amount) AS details, decided_at AS created_at
         FROM provision_requests
         UNION ALL SELECT decided_by, 'withdrawal.paid', 'withdrawal', id::text, jsonb_build_object('amount', amount), decided_at FROM withdrawals
         UNION ALL SELECT created_by, 'auction.create', 'auction', id::text, '{}'::jsonb, created_at FROM auctions
         UNION ALL SELECT 'bench-staff-' || (1 + id % 4), 'order.completed', 'order', id::text, '{}'::jsonb, updated_at
         FROM orders WHERE status = 'completed'
       ) x ORDER BY created_at`,
    );
    for (const table of ["vehicles", "auctions", "buy_now_listings", "provision_requests", "withdrawals"])
      await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    await client.query("SET session_replication_role = origin");
    for (const ix of indexes) {
      const t0 = performance.now();
      await client.query(ix.indexdef);
      steps.push({ label: `index ${ix.indexname}`, ms: performance.now() - t0, rows: 0 });
    }
    log(
      `  indexes rebuilt (${indexes.length})           ${(steps.slice(-indexes.length).reduce((s, x) => s + x.ms, 0) / 1000).toFixed(1)} s`,
    );
    const t0 = performance.now();
    await client.query("VACUUM (ANALYZE)");
    steps.push({ label: "VACUUM (ANALYZE)", ms: performance.now() - t0, rows: 0 });
    log(`  VACUUM (ANALYZE)                   ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await checkYear(client);
    return steps;
  } finally {
    await client.end();
  }
}

/** What the product's own rules say must hold; the bench stops when the generated year breaks one. */
async function checkYear(client: Client) {
  const checks: Array<[string, string]> = [
    [
      "balances equal the ledger",
      `SELECT count(*) FROM users u LEFT JOIN (
         SELECT uid, sum(CASE kind WHEN 'deposit' THEN amount WHEN 'withdrawal' THEN -amount WHEN 'capture' THEN -amount ELSE 0 END) AS total,
                sum(CASE kind WHEN 'block' THEN amount WHEN 'release' THEN -amount WHEN 'capture' THEN -amount ELSE 0 END) AS blocked
         FROM provision_entries GROUP BY uid) s ON s.uid = u.uid
       WHERE u.provision_total <> coalesce(s.total, 0) OR u.provision_blocked <> coalesce(s.blocked, 0)`,
    ],
    [
      "every sold auction has one order",
      `SELECT count(*) FROM auctions a WHERE state = 'sold' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.auction_id = a.id)`,
    ],
    [
      "bids reference users",
      `SELECT count(*) FROM bids b WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.uid = b.bidder_uid)`,
    ],
    [
      "notifications reference users",
      `SELECT count(*) FROM (SELECT DISTINCT user_id FROM notifications) n WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.uid = n.user_id)`,
    ],
    [
      "orders reference users",
      `SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.uid = o.buyer_uid)`,
    ],
  ];
  for (const [label, text] of checks) {
    const { rows } = await client.query<{ count: string }>(text);
    if (Number(rows[0].count) !== 0)
      throw new Error(`generated year is inconsistent: ${label} (${rows[0].count} rows break it)`);
  }
}
