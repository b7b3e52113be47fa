/**
 * Every route of SPEC.md §2, with the state its guard lets through and what the page must show:
 * its own main heading (not a placeholder, not the 404 or login page). spec-routes.spec.ts opens
 * them all, each in its state, at phone and desktop width, with a screenshot and axe.
 *
 * Visitors and new users see the empty states; the pages of one record open on records the test
 * makes; the blog's editor pages and the staff's pages on accounts with those platform roles.
 * The feature specs add the states only a flow reaches (dialogs, filled lists, errors).
 */

/** SPEC.md §2's routes, word for word: the table below must name each exactly once. */
export const SPEC_PATHS = [
  // Public layout, no guard.
  '/',
  '/faq',
  '/terms',
  '/portal',
  '/contact',
  '/privacy',
  '/test-api',
  '/blog',
  '/blog/{slug}',
  '/clear-storage',
  '/testimonials-demo',
  '/testimonials-simple',
  // No layout, no guard.
  '/auth-test',
  '/demo/auth-flow-test',
  // Auth layout.
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  // Apps layout, login required.
  '/dashboard',
  '/apps',
  '/apps/billing',
  '/apps/activities',
  '/apps/blog',
  '/apps/blog/create',
  '/apps/blog/form/{id}',
  '/apps/notes',
  '/apps/notes/create',
  '/apps/tools',
  '/apps/balance',
  '/apps/reports',
  '/apps/notifications',
  '/apps/notifications_clean',
  '/apps/notifications-simple',
  '/apps/products',
  '/apps/products/create',
  '/apps/products/form/{id}',
  '/apps/contacts',
  '/apps/contacts/create',
  '/apps/contacts/form/{id}',
  '/apps/settings',
  '/apps/settings/users',
  '/apps/settings/privacy',
  '/apps/settings/profile',
  '/apps/settings/password',
  '/apps/settings/application',
  '/apps/settings/subscription',
  '/apps/invoice',
  '/apps/invoice/{id}',
  '/apps/invoice/create',
  '/apps/invoice/edit/{id}',
  '/apps/invoice/form/{id}',
  '/apps/invoice/invoice/create',
  '/apps/cashbook',
  '/apps/cashbook/{id}',
  '/apps/cashbook/form/{id}',
  '/apps/cashbook/transfers',
  '/apps/cashbook/categories',
  '/apps/cashbook/transactions/create',
  '/apps/transactions',
  '/apps/transactions/{id}',
  '/apps/transactions/form/{id}',
  '/apps/debtcredit',
  '/apps/debtcredit/debt/{id}',
  '/apps/debtcredit/credit/{id}',
  '/apps/debtcredit/debt/create',
  '/apps/debtcredit/credit/create',
  '/apps/debtcredit/history/{id}',
  '/apps/debtcredit/payment/{id}',
  // Apps layout, no guard.
  '/apps/dashboard',
  '/test-header',
  // Payment, login required.
  '/payment/success',
  '/payment/cancel',
  '/payment/status/{id}',
  // Admin layout, admin guard.
  '/admin',
  '/admin/subscriptions',
  // Demo and test pages.
  '/demo/icons',
  '/demo/icon-test',
  '/demo/apps-improvements',
  '/test-cards',
  '/test-notifications',
] as const;

export type SpecPath = (typeof SPEC_PATHS)[number];

/** The records a page of one record opens on (made by the test, through the API). */
export type Records = {
  book: string;
  entry: string;
  contact: string;
  product: string;
  invoice: string;
  debt: string;
  credit: string;
  payment: string;
  post: string;
  slug: string;
};

/** A route: SPEC.md's path, the address opened (extra pages of an area may ride along) and its heading. */
export type RouteCheck = {
  spec: SpecPath | null;
  open: string | ((records: Records) => string);
  heading: string | RegExp;
  /** Something else the page must show, where the heading alone would not say it works. */
  shows?: string;
};

const route = (spec: SpecPath, heading: string | RegExp): RouteCheck => ({
  spec,
  open: spec,
  heading,
});

/** A visitor's pages (no guard, or guest only). /clear-storage last: it ends any session. */
export const GUEST_ROUTES: RouteCheck[] = [
  route('/', 'Pembukuan usaha yang rapi, langsung dari HP'),
  route('/blog', 'Blog Usaha'),
  route('/faq', 'Pertanyaan yang sering diajukan'),
  route('/testimonials-demo', 'Kata pemilik usaha'),
  route('/testimonials-simple', 'Kata pemilik usaha'),
  route('/contact', 'Hubungi kami'),
  route('/terms', 'Syarat dan Ketentuan'),
  route('/privacy', 'Kebijakan Privasi'),
  // The customer portal opened without a link: what it is for.
  route('/portal', 'Faktur Anda, secara online'),
  route('/auth/login', 'Masuk ke Usaha'),
  route('/auth/register', 'Buat akun Usaha'),
  route('/auth/forgot-password', 'Lupa kata sandi'),
  route('/auth/reset-password', 'Buat kata sandi baru'),
  route('/apps/dashboard', 'Dasbor Warung Bu Sri'),
  // The switcher's menu drawn open on several businesses (Mantine hid it as detached).
  { ...route('/test-header', 'Kepala aplikasi'), shows: 'Katering Berkah' },
  route('/test-cards', 'Kartu dan baris'),
  route('/test-notifications', 'Contoh notifikasi'),
  route('/demo/icons', 'Ikon aplikasi'),
  route('/demo/icon-test', 'Uji ikon'),
  route('/demo/apps-improvements', 'Yang baru di Usaha'),
  route('/test-api', 'Uji koneksi API'),
  route('/auth-test', 'Status autentikasi'),
  route('/demo/auth-flow-test', 'Uji alur autentikasi'),
  route('/clear-storage', 'Bersihkan data situs'),
];

/** A new user's pages (login required), in groups of a test each, so no test needs minutes. */
export const USER_ROUTES: Record<string, RouteCheck[]> = {
  'cash book, Transaksi and Saldo': [
    route('/dashboard', 'Selamat datang, Sri Wahyuni'),
    route('/apps/cashbook', 'Buku kas'),
    { spec: null, open: '/apps/cashbook/form/new', heading: 'Buku kas baru' },
    route('/apps/cashbook/transfers', 'Transfer antar buku'),
    route('/apps/cashbook/categories', 'Kategori'),
    route('/apps/cashbook/transactions/create', 'Catat uang masuk/keluar'),
    route('/apps/transactions', 'Transaksi'),
    route('/apps/balance', 'Saldo'),
    // With figures, every report's tab is in reports.spec.ts; here the first as a new user sees it.
    route('/apps/reports', 'Laporan'),
  ],
  'notes, contacts and products': [
    route('/apps/notes', 'Catatan'),
    route('/apps/notes/create', 'Catatan baru'),
    route('/apps/tools', 'Alat'),
    route('/apps/contacts', 'Kontak'),
    route('/apps/contacts/create', 'Kontak baru'),
    route('/apps/products', 'Produk'),
    route('/apps/products/create', 'Produk baru'),
    route('/apps', 'Semua menu'),
  ],
  'invoices, debts and credits': [
    route('/apps/invoice', 'Faktur'),
    route('/apps/invoice/create', 'Faktur baru'),
    route('/apps/invoice/invoice/create', 'Faktur cepat'),
    route('/apps/debtcredit', 'Hutang Piutang'),
    { spec: null, open: '/apps/debtcredit?tab=payable', heading: 'Hutang Piutang' },
    { spec: null, open: '/apps/debtcredit?new=credit', heading: 'Hutang Piutang' },
    route('/apps/debtcredit/credit/create', 'Piutang baru'),
    route('/apps/debtcredit/debt/create', 'Hutang baru'),
  ],
  'settings, team, billing, activity and notifications': [
    route('/apps/settings', 'Pengaturan'),
    route('/apps/settings/profile', 'Profil'),
    route('/apps/settings/password', 'Kata sandi'),
    route('/apps/settings/users', 'Pengguna'),
    route('/apps/settings/privacy', 'Privasi dan keamanan'),
    route('/apps/settings/application', 'Pengaturan usaha'),
    route('/apps/settings/subscription', 'Langganan'),
    route('/apps/billing', 'Pembayaran paket'),
    // Opened without a payment: what the page says then.
    route('/payment/success', 'Tidak ada pembayaran'),
    route('/payment/cancel', 'Tidak ada pembayaran'),
    route('/apps/activities', 'Aktivitas'),
    route('/apps/notifications', 'Notifikasi'),
    route('/apps/notifications_clean', 'Bersihkan notifikasi'),
    route('/apps/notifications-simple', 'Notifikasi'),
  ],
};

const at = (spec: SpecPath, address: (records: Records) => string, heading: string | RegExp) => ({
  spec,
  open: address,
  heading,
});

/** The pages of one record, opened on the records the test makes (see records in the spec). */
export const RECORD_ROUTES: RouteCheck[] = [
  at('/apps/cashbook/{id}', (r) => `/apps/cashbook/${r.book}`, 'Kas Toko'),
  at('/apps/cashbook/form/{id}', (r) => `/apps/cashbook/form/${r.book}`, 'Ubah buku kas'),
  at('/apps/transactions/{id}', (r) => `/apps/transactions/${r.entry}`, 'Penjualan harian'),
  at('/apps/transactions/form/{id}', (r) => `/apps/transactions/form/${r.entry}`, 'Ubah transaksi'),
  at('/apps/contacts/form/{id}', (r) => `/apps/contacts/form/${r.contact}`, 'Bu Sari Wulandari'),
  at('/apps/products/form/{id}', (r) => `/apps/products/form/${r.product}`, 'Kopi Arabika 1 kg'),
  at('/apps/invoice/{id}', (r) => `/apps/invoice/${r.invoice}`, /^INV\/\d{4}\/0001$/),
  at('/apps/invoice/edit/{id}', (r) => `/apps/invoice/edit/${r.invoice}`, /^Ubah faktur INV\//),
  at('/apps/invoice/form/{id}', (r) => `/apps/invoice/form/${r.invoice}`, /^Ubah faktur INV\//),
  at('/apps/debtcredit/debt/{id}', (r) => `/apps/debtcredit/debt/${r.debt}`, 'Bu Sari Wulandari'),
  at(
    '/apps/debtcredit/credit/{id}',
    (r) => `/apps/debtcredit/credit/${r.credit}`,
    'Bu Sari Wulandari',
  ),
  at('/apps/debtcredit/history/{id}', (r) => `/apps/debtcredit/history/${r.credit}`, 'Riwayat'),
  at(
    '/apps/debtcredit/payment/{id}',
    (r) => `/apps/debtcredit/payment/${r.credit}`,
    'Catat pembayaran',
  ),
  at('/payment/status/{id}', (r) => `/payment/status/${r.payment}`, 'Menunggu transfer Anda'),
];

/** A blog editor's pages, and the post they published as a reader sees it. */
export const EDITOR_ROUTES: RouteCheck[] = [
  route('/apps/blog', 'Blog'),
  route('/apps/blog/create', 'Artikel baru'),
  at('/apps/blog/form/{id}', (r) => `/apps/blog/form/${r.post}`, 'Ubah artikel'),
  at('/blog/{slug}', (r) => `/blog/${r.slug}`, 'Menutup buku kas di akhir hari'),
];

/** Platform staff's pages (a superadmin: every admin page opens). */
export const STAFF_ROUTES: RouteCheck[] = [
  route('/admin', 'Ringkasan platform'),
  route('/admin/subscriptions', 'Langganan'),
  { spec: null, open: '/admin/plans', heading: 'Paket dan harga' },
  { spec: null, open: '/admin/staff', heading: 'Staf platform' },
  { spec: null, open: '/admin/testimonials', heading: 'Testimoni' },
  { spec: null, open: '/admin/audit', heading: 'Log audit' },
];

/**
 * The app pages axe also checks at desktop width: the shell (side navigation, header) and the
 * pages that lay out as tables there and as cards on a phone. Their content is checked on every
 * app page at phone width; axe takes more than half of each visit.
 */
export const DESKTOP_AXE_PAGES: readonly string[] = [
  '/dashboard',
  '/apps/settings/users',
  '/apps/transactions',
  '/admin/subscriptions',
  '/apps/blog',
];
