/**
 * The contacts and products the directory figures read (issue 4): one business with 50,000
 * contacts and 50,000 products, and a small business beside it (1,000 of each) so that every
 * statement really filters by tenant. Owners and businesses are made through the real API; the
 * rows by `insert … select … from generate_series`, with Indonesian-looking names, companies,
 * phones, e-mails and tags, then `vacuum analyze`.
 */
import { uuidv7Sql } from './ledger-seed-sql';
import { type BenchDatabase, claimsOf, registerUser } from './servers';

export type SeededDirectory = {
  token: string;
  businessId: string;
  contacts: number;
  products: number;
  seconds: number;
};

const FIRST = `array['Budi','Siti','Agus','Dewi','Rudi','Ratna','Joko','Wati','Hendra','Yuni','Andi',
  'Sri','Eko','Lina','Bambang','Rina','Dedi','Maya','Irfan','Nur','Tono','Fitri','Arif','Desi']`;
const LAST = `array['Santoso','Wijaya','Saputra','Lestari','Hidayat','Kusuma','Pratama','Susanti',
  'Gunawan','Rahayu','Setiawan','Wulandari','Nugroho','Purnama','Halim','Siregar','Nasution']`;
const COMPANY = `array['Toko','Warung','CV','UD','PT']`;
const TAGS = `array['grosir','langganan','reseller','pemasok beras','kantor','online']`;
const GOODS = `array['Beras','Gula pasir','Minyak goreng','Telur ayam','Tepung terigu','Kopi bubuk',
  'Teh celup','Susu kental','Mie instan','Kecap manis','Sabun cuci','Air mineral','Rokok','Garam']`;
const SIZES = `array['250 g','500 g','1 kg','2 kg','5 kg','1 L','2 L','isi 10','isi 20','dus']`;

const ID = uuidv7Sql('clock_timestamp()', 'md5(i::text || random()::text)');

/** Contacts i = 1…$3 of business $1, made by user $2. */
export const CONTACTS_SQL = `insert into contacts
  (id, business_id, kind, name, company, phone, email, city, tags, created_by)
select ${ID}, $1, (array['customer','customer','supplier','both'])[1 + i % 4],
  f.name || ' ' || i,
  case when i % 3 = 0 then (${COMPANY})[1 + i % 5] || ' ' || f.name || ' Jaya' end,
  '+62812' || lpad(i::text, 8, '0'),
  case when i % 2 = 0 then lower(replace(f.name, ' ', '.')) || i || '@example.com' end,
  (array['Jakarta','Bandung','Surabaya','Medan','Makassar','Yogyakarta'])[1 + i % 6],
  case when i % 4 = 0 then array[(${TAGS})[1 + i % 6]] else '{}'::text[] end,
  $2
from generate_series(1, $3::int) i
cross join lateral (select (${FIRST})[1 + (i * 7) % 24] || ' ' || (${LAST})[1 + (i * 13) % 17]
  as name) f`;

const PRODUCTS_SQL = `insert into products
  (id, business_id, sku, name, unit, price, cost, tax_rate, active, stock_quantity, created_by)
select ${ID}, $1, 'SKU-' || lpad(i::text, 6, '0'),
  (${GOODS})[1 + i % 14] || ' ' || (${SIZES})[1 + (i * 3) % 10] || ' #' || i,
  (array['pcs','kg','liter','dus','pak'])[1 + i % 5],
  (1000 + (i * 7919) % 200000) * 100,
  case when i % 5 <> 0 then (800 + (i * 7919) % 150000) * 100 end,
  case when i % 3 = 0 then 1100 else 0 end,
  i % 10 <> 0,
  case when i % 2 = 0 then (i % 500)::numeric / 4 end,
  $2
from generate_series(1, $3::int) i`;

async function business(baseUrl: string, username: string, name: string) {
  const token = await registerUser(baseUrl, { username, businessName: name });
  const claims = claimsOf(token);
  if (!claims.bid) throw new Error(`${username} has no business`);
  return { token, userId: claims.sub, businessId: claims.bid };
}

export async function seedDirectory(
  bench: BenchDatabase,
  baseUrl: string,
  rows: number,
): Promise<SeededDirectory> {
  const started = performance.now();
  const main = await business(baseUrl, 'directory_owner', 'Grosir Lima Puluh Ribu');
  const other = await business(baseUrl, 'directory_neighbour', 'Toko Sebelah');
  for (const [owner, count] of [
    [main, rows],
    [other, 1_000],
  ] as const) {
    await bench.database.query(CONTACTS_SQL, [owner.businessId, owner.userId, count]);
    await bench.database.query(PRODUCTS_SQL, [owner.businessId, owner.userId, count]);
  }
  await bench.database.query('vacuum analyze contacts');
  await bench.database.query('vacuum analyze products');
  return {
    token: main.token,
    businessId: main.businessId,
    contacts: rows,
    products: rows,
    seconds: (performance.now() - started) / 1000,
  };
}
