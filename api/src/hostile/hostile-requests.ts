// Requests no shopper's browser sends: the families a security review found answered with a 500, and
// their relatives. Every one must get a 4xx (or a page), a JSON body for an API call, and write nothing.

/** Stands in a header for the owner's session (opened with the second factor), which the test puts in its place. */
export const ownerSession = '{owner-session}';

export interface HostileRequest {
  /** Which family it belongs to, for the failure message. */
  family: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
  /** Sent as written: escapes, NUL bytes and all. */
  path: string;
  headers?: Record<string, string>;
  /** A raw body, sent as written (JSON text or not). */
  body?: string;
}

const beyond32Bits = ['2147483648', '9999999999', '99999999999999999999', '9007199254740993', '1e10', '-1', '0', '1.5', '0x10', '1e-7'];
const nulAndFriends = [
  '%00',
  'a%00b',
  '%00%00%00',
  '%C0%80',
  '%EF%BF%BF',
  '%F0%9F%8D%8B',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'x'.repeat(5000),
];
const prototypeNames = ['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

const json = (value: unknown) => JSON.stringify(value);
const jsonHeaders = { 'content-type': 'application/json' };

function ids(): HostileRequest[] {
  return beyond32Bits.flatMap((id) => [
    { family: 'ids', method: 'GET' as const, path: `/api/products/${id}` },
    { family: 'ids', method: 'GET' as const, path: `/api/product_categories/${id}` },
    { family: 'ids', method: 'GET' as const, path: `/api/products?filter[related]=${id}` },
    { family: 'ids', method: 'GET' as const, path: `/api/products?filter[product_category_id]=${id}` },
    { family: 'ids', method: 'GET' as const, path: `/api/products?page=${id}` },
    { family: 'ids', method: 'GET' as const, path: `/api/products?perPage=${id}` },
    { family: 'ids', method: 'PUT' as const, path: `/api/product_variations/${id}/stock`, headers: jsonHeaders, body: json({ stock: 1 }) },
    { family: 'ids', method: 'GET' as const, path: `/api/email/verify/${id}/a-token` },
    { family: 'ids', method: 'GET' as const, path: `/api/shipping-rates?country=FR&amount=${id}` },
  ]);
}

function nulBytes(): HostileRequest[] {
  return nulAndFriends.flatMap((text) => [
    { family: 'nul', method: 'GET' as const, path: `/api/products/${text}` },
    { family: 'nul', method: 'GET' as const, path: `/api/product_categories/${text}` },
    { family: 'nul', method: 'GET' as const, path: `/api/carts/${text}` },
    { family: 'nul', method: 'DELETE' as const, path: `/api/carts/${text}` },
    { family: 'nul', method: 'GET' as const, path: `/api/products?include=${text}` },
    { family: 'nul', method: 'GET' as const, path: `/api/products?sort=${text}` },
    { family: 'nul', method: 'GET' as const, path: `/media/products/${text}.webp` },
    { family: 'nul', method: 'GET' as const, path: `/api/email/verify/1/${text}` },
    { family: 'nul', method: 'GET' as const, path: `/api/email/verify/${text}/a-token` },
    { family: 'nul', method: 'POST' as const, path: `/api/carts/${text}/promo/remove` },
    { family: 'nul', method: 'GET' as const, path: `/api/shipping-rates?country=${text}&amount=9900` },
    { family: 'nul', method: 'GET' as const, path: `/api/orders/${text}` },
    { family: 'nul', method: 'GET' as const, path: `/api/payments/test/${text}?token=${text}` },
    { family: 'nul', method: 'DELETE' as const, path: `/api/sessions/${text}` },
  ]);
}

/** An address as the registration and the address book take it. */
const address = {
  first_name: 'Camille',
  last_name: 'Martin',
  line1: '3 rue des Citrons',
  line2: 'Bâtiment B',
  zip: '06500',
  city: 'Menton',
  country: 'FR',
};
const registration = { ...address, password: 'Zeste-Vif-2026', password_confirmation: 'Zeste-Vif-2026' };
/** A cart uuid nobody has. */
const unknownCart = '00000000-0000-4000-8000-000000000000';

/** Bodies a writing call refuses: every field wrong in every way, and bodies that are not what they claim. */
function bodies(): HostileRequest[] {
  const hostileValues: unknown[] = [
    '\u0000',
    'a\u0000b',
    2147483648,
    -1,
    0,
    1.5,
    Number.MAX_SAFE_INTEGER + 2,
    '1',
    true,
    null,
    [],
    {},
    'x'.repeat(10_000),
    { $gt: '' },
  ];
  const calls: { path: string; valid: Record<string, unknown> }[] = [
    { path: '/api/add-to-cart', valid: { product_variation_id: 1, quantity: 1 } },
    { path: '/api/remove-from-cart', valid: { cart_id: unknownCart, product_variation_id: 1, quantity: 1 } },
    { path: '/api/stock_notifications', valid: { email: 'someone@example.com', product_variation_id: 1 } },
    {
      path: '/api/contacts',
      valid: {
        name: 'Camille Martin',
        email: 'someone@example.com',
        phone: '+33 6 12 34 56 78',
        subject: 'information',
        message: 'Bonjour, vendez-vous aussi du limoncello en magnum ?',
        locale: 'fr',
      },
    },
    { path: '/api/page-views', valid: { path: '/fr/boutique', visitor: '3b241101-e2bb-4255-8caf-4136c566a962' } },
    { path: '/api/login', valid: { email: 'someone@example.com', password: 'not-the-password' } },
    // No login waits for this challenge.
    { path: '/api/login/second-factor', valid: { challenge: 'not-a-challenge', code: '123456' } },
    { path: '/api/register', valid: { ...registration, email: 'someone@example.com', locale: 'en' } },
    { path: '/api/email/resend', valid: { email: 'someone@example.com', locale: 'fr' } },
    { path: '/api/forgot-password', valid: { email: 'someone@example.com', locale: 'fr' } },
    {
      path: '/api/reset-password',
      valid: { token: 'not-a-token', email: 'someone@example.com', password: 'Zeste-Vif-2026', password_confirmation: 'Zeste-Vif-2026' },
    },
    // Without a session: refused before the body is read, whatever it holds.
    {
      path: '/api/edit-profile',
      valid: { first_name: 'Camille', last_name: 'Martin', locale: 'fr', email: 'other@example.com', current_password: 'Zeste-Vif-2026' },
    },
    {
      path: '/api/edit-password',
      valid: { current_password: 'Zeste-Vif-2026', password: 'Zeste-Vif-2027', password_confirmation: 'Zeste-Vif-2027' },
    },
    { path: '/api/account/delete', valid: { current_password: 'Zeste-Vif-2026', second_factor_code: '123456' } },
    { path: '/api/account/data-export', valid: {} },
    { path: '/api/addresses', valid: { ...address, label: 'Home', is_default: true } },
    { path: '/api/addresses/1/default', valid: {} },
    { path: '/api/sessions/log-out-others', valid: {} },
    { path: '/api/sessions/log-out-everywhere', valid: {} },
    { path: '/api/me/second-factor', valid: {} },
    { path: '/api/me/second-factor/confirm', valid: { code: '123456' } },
    { path: `/api/carts/${unknownCart}/promo`, valid: { promo_id: 'CITRON10' } },
    { path: `/api/carts/${unknownCart}/promo/remove`, valid: {} },
    // Without a session: refused before the body is read, whatever it holds.
    {
      path: '/api/orders',
      valid: { cart_id: unknownCart, delivery_method: 'shipping', address_id: 1, accept_terms: true, confirm_age: true },
    },
    { path: '/api/orders/LC-NOSUCH00/payment', valid: {} },
    // The test payment provider's page: no order has this reference.
    { path: '/api/payments/test/LC-NOSUCH00', valid: { token: 'not-the-token', outcome: 'success' } },
    // Without a staff session: refused before the body is read, whatever it holds.
    { path: '/api/orders/LC-NOSUCH00/status', valid: { status: 'sent' } },
    {
      path: '/api/promo_codes',
      valid: {
        code: 'CITRON10',
        kind: 'percentage',
        value: 10,
        minimum_amount: 5000,
        starts_at: '2026-12-01T00:00:00+01:00',
        ends_at: '2027-01-01T00:00:00Z',
        usage_limit: 100,
      },
    },
  ];
  const fieldByField = calls.flatMap(({ path, valid }) =>
    Object.keys({ ...valid, cart_id: '' }).flatMap((field) =>
      hostileValues.map((value) => ({
        family: 'bodies',
        method: 'POST' as const,
        path,
        headers: jsonHeaders,
        body: json({ ...valid, [field]: value }),
      })),
    ),
  );
  const malformed = calls.flatMap(({ path }) =>
    [
      '',
      '{',
      'null',
      '[]',
      '"text"',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      '['.repeat(5000) + ']'.repeat(5000),
      '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
      '{"quantity":1,"quantity":2}',
      '{"product_variation_id":1e400,"quantity":1e400}',
      '{"product_variation_id":-0,"quantity":1E+2}',
    ].map((body) => ({ family: 'bodies', method: 'POST' as const, path, headers: jsonHeaders, body })),
  );
  const wrongTypes = calls.flatMap(({ path, valid }) => [
    { family: 'bodies', method: 'POST' as const, path, headers: { 'content-type': 'text/plain' }, body: json(valid) },
    { family: 'bodies', method: 'POST' as const, path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' },
    { family: 'bodies', method: 'POST' as const, path, headers: { 'content-type': 'application/json; charset=utf-16' }, body: json(valid) },
  ]);
  return [...fieldByField, ...malformed, ...wrongTypes];
}

function queries(): HostileRequest[] {
  const query = (text: string): HostileRequest => ({ family: 'queries', method: 'GET', path: `/api/products?${text}` });
  return [
    query(`sort=${Array(5000).fill('id').join(',')}`),
    query(`sort=${Array(3000).fill('order,-order').join(',')}`),
    query(Array(2000).fill('sort=id').join('&')),
    query(Array(2000).fill('include=recipes').join('&')),
    query(`include=${Array(2000).fill('recipes').join(',')}`),
    query('perPage[]=1'),
    query('perPage[a]=1'),
    query('filter[related][0]=1'),
    query('filter[a][b][c][d]=1'),
    query('filter=1'),
    query('filter[]=1'),
    query('filter[__proto__]=1'),
    query('__proto__[x]=1'),
    query('constructor[prototype][x]=1'),
    query('filter[is_monthly]=maybe'),
    query('page=&perPage='),
    query(`q=${'x'.repeat(20_000)}`),
    { family: 'queries', method: 'GET', path: `/api/countries?${'a=1&'.repeat(1000)}` },
    { family: 'queries', method: 'GET', path: '/api/recipes?sort=id' },
    { family: 'queries', method: 'GET', path: '/api/product_categories?filter[is_main]=%00' },
    { family: 'queries', method: 'GET', path: `/api/shipping-rates?country=FR&amount=1&${'amount=1&'.repeat(1000)}` },
    { family: 'queries', method: 'GET', path: '/api/shipping-rates?country[]=FR&amount=1' },
    { family: 'queries', method: 'GET', path: '/api/shipping-rates?__proto__[country]=FR&amount=1' },
  ];
}

function headers(): HostileRequest[] {
  const get = (extra: Record<string, string>, path = '/api/me'): HostileRequest => ({
    family: 'headers',
    method: 'GET',
    path,
    headers: extra,
  });
  return [
    get({ authorization: 'Bearer' }),
    get({ authorization: 'Bearer ' }),
    get({ authorization: `Bearer ${'x'.repeat(8000)}` }),
    get({ authorization: 'Bearer a\tb' }),
    get({ authorization: 'Basic YWRtaW46YWRtaW4=' }),
    get({ authorization: 'bearer %00' }),
    get({ authorization: 'Bearer not-a-token' }, '/api/me/cart'),
    get({ authorization: 'Bearer not-a-token' }, '/api/me/carts/latest'),
    get({ authorization: 'Bearer not-a-token' }, '/api/promo_codes'),
    get({ authorization: 'Bearer not-a-token' }, '/api/sessions'),
    get({ 'accept-language': 'x'.repeat(4000) }, `/api/data-exports/${'%00'.repeat(30)}`),
    get({ 'accept-language': '*' }, `/api/data-exports/${'x'.repeat(500)}`),
    get({ 'x-request-id': 'x'.repeat(4000) }, '/api/health'),
    get({ 'x-request-id': '{"level":60}' }, '/api/health'),
    get({ 'x-forwarded-for': 'not-an-address, ::1, 999.999.999.999' }, '/api/products'),
    get({ 'accept-language': 'x'.repeat(4000) }, '/api/products'),
    get({ 'accept-language': '*;q=NaN, %00' }, '/api/products'),
    get({ cookie: `cart=${'%00'.repeat(100)}` }, '/api/products'),
    get({ 'accept-encoding': 'gzip;q=2, br;q=-1, *' }, '/api/products?perPage=100'),
    get({ 'if-none-match': 'x'.repeat(4000) }, '/api/products'),
  ];
}

function files(): HostileRequest[] {
  const names = [
    ...prototypeNames.flatMap((name) => [`${name}.webp`, `x-${name}.webp`, `liqueur-citron-menton-1-d878a1a5-${name}.webp`]),
    'x-card.png',
    'x-card.webp.map',
    '.webp',
    '-card.webp',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    '..%5c..%5cpackage.json',
  ];
  return [
    ...names.map((name): HostileRequest => ({ family: 'files', method: 'GET', path: `/media/products/${name}` })),
    { family: 'files', method: 'GET', path: '/apps/../../package.json' },
    { family: 'files', method: 'GET', path: '/apps/%2e%2e/%2e%2e/package.json' },
    { family: 'files', method: 'GET', path: '/apps/catalog/..%2f..%2fdeployments.json' },
    { family: 'files', method: 'GET', path: '/staff-password.txt' },
    { family: 'files', method: 'GET', path: '/shop.sqlite' },
    { family: 'files', method: 'GET', path: '/assets/main.js.map' },
  ];
}

function pages(): HostileRequest[] {
  return [
    '/fr/produit/x#%E0',
    '/fr/produit/%E0',
    '/fr/produit/x%00',
    '/fr/categorie/%C0%AE%C0%AE',
    `/fr/produit/${'x'.repeat(10_000)}`,
    '/%E0',
    '/fr/%',
    '//example.com/%2e%2e',
    '/fr/produit/x?%E0=%E0',
    `/fr?${'a=1&'.repeat(2000)}`,
  ].map((path) => ({ family: 'pages', method: 'GET', path }));
}

function methods(): HostileRequest[] {
  return [
    { family: 'methods', method: 'DELETE', path: '/api/products/1' },
    { family: 'methods', method: 'PATCH', path: '/api/carts/x', headers: jsonHeaders, body: '{}' },
    { family: 'methods', method: 'PUT', path: '/api/login', headers: jsonHeaders, body: '{}' },
    { family: 'methods', method: 'OPTIONS', path: '/api/products' },
    { family: 'methods', method: 'PUT', path: '/api/product_variations/1/stock', headers: jsonHeaders, body: json({ stock: 5 }) },
    { family: 'methods', method: 'POST', path: '/api/logout' },
    { family: 'methods', method: 'DELETE', path: '/api/addresses/1' },
    { family: 'methods', method: 'DELETE', path: '/api/sessions/AAAAAAAAAAAAAAAAAAAAAA' },
    { family: 'methods', method: 'DELETE', path: '/api/sessions' },
    { family: 'methods', method: 'PUT', path: '/api/sessions/log-out-everywhere', headers: jsonHeaders, body: '{}' },
    { family: 'methods', method: 'PUT', path: '/api/orders', headers: jsonHeaders, body: '{}' },
    { family: 'methods', method: 'POST', path: '/api/email/verify/1/a-token' },
    { family: 'methods', method: 'DELETE', path: '/api/promo_codes' },
    { family: 'methods', method: 'GET', path: '/api/login/second-factor' },
    { family: 'methods', method: 'DELETE', path: '/api/me/second-factor' },
    { family: 'methods', method: 'PUT', path: '/api/carts/x/promo', headers: jsonHeaders, body: '{}' },
    { family: 'methods', method: 'POST', path: '/api/shipping-rates', headers: jsonHeaders, body: '{}' },
  ];
}

/**
 * The owner's calls, with her session: what she is sent by a page that is not hers, or a form gone wrong, reaches
 * every check past the session. No order has the reference they name, no team member the id.
 */
function staffCalls(): HostileRequest[] {
  const asOwner = { ...jsonHeaders, authorization: `Bearer ${ownerSession}` };
  const references = ['LC-NOSUCH00', ...nulAndFriends, ...prototypeNames];
  const orderCalls = references.flatMap((reference) =>
    ['cancel', 'cancellation-request', 'cancellation-request/dismiss', 'ready', 'done'].map((move): HostileRequest => ({
      family: 'staff',
      method: 'POST',
      path: `/api/staff/orders/${reference}/${move}`,
      headers: asOwner,
      body: '{}',
    })),
  );
  const notes = ['\u0000', 'x'.repeat(501), 12, [], {}, true].map((note): HostileRequest => ({
    family: 'staff',
    method: 'POST',
    path: '/api/staff/orders/LC-NOSUCH00/cancellation-request',
    headers: asOwner,
    body: json({ note }),
  }));
  const refunds = [
    { amount: 1_00, restock: false },
    { amount: -1, restock: false },
    { amount: 2147483648, restock: false },
    { lines: [{ order_line_id: 9999999999, quantity: 1 }], restock: true },
    { lines: [{ order_line_id: 1, quantity: 1 }], amount: 1, restock: false },
  ].flatMap((payload) =>
    ['a-key', '', 'x'.repeat(300), '%00'].map((key): HostileRequest => ({
      family: 'staff',
      method: 'POST',
      path: '/api/staff/orders/LC-NOSUCH00/refunds',
      headers: { ...asOwner, 'idempotency-key': key },
      body: json(payload),
    })),
  );
  const exports = ['from=%00&to=2026-01-01', 'from=2026-13-01&to=2026-13-31', `from=${'9'.repeat(50)}`, 'from[]=1', 'to=__proto__'].map(
    (query): HostileRequest => ({ family: 'staff', method: 'GET', path: `/api/staff/exports/orders.csv?${query}`, headers: asOwner }),
  );
  const teamMembers = [...beyond32Bits, ...nulAndFriends, ...prototypeNames].flatMap((id): HostileRequest[] => [
    { family: 'staff', method: 'PUT', path: `/api/staff/team/${id}/role`, headers: asOwner, body: json({ role: 'staff' }) },
    { family: 'staff', method: 'POST', path: `/api/staff/team/${id}/invitation`, headers: asOwner, body: '{}' },
    { family: 'staff', method: 'DELETE', path: `/api/staff/team/${id}`, headers: { authorization: asOwner.authorization } },
  ]);
  const invited = { email: 'helper@example.com', first_name: 'Lucia', last_name: 'Ferrari', role: 'staff' };
  const invitations = [
    { ...invited, email: 'not-an-address' },
    { ...invited, email: 'helper\u0000@example.com' },
    { ...invited, email: ['helper@example.com'] },
    { ...invited, first_name: '\u0000' },
    { ...invited, last_name: 'x'.repeat(101) },
    { ...invited, first_name: ' ' },
    { ...invited, role: 'admin' },
    { ...invited, role: null },
    { ...invited, locale: 'de' },
    { ...invited, locale: '__proto__' },
  ]
    .map(json)
    .concat('{"email":"helper@example.com","__proto__":{"first_name":"A","last_name":"B","role":"owner"}}')
    .map((body): HostileRequest => ({ family: 'staff', method: 'POST', path: '/api/staff/team', headers: asOwner, body }));
  const roles = [json({ role: 'admin' }), json({ role: '' }), json({ role: ['owner'] }), '{}', '{"__proto__":{"role":"owner"}}'].map(
    (body): HostileRequest => ({ family: 'staff', method: 'PUT', path: '/api/staff/team/999999/role', headers: asOwner, body }),
  );
  const customers = [...beyond32Bits, ...nulAndFriends, ...prototypeNames].flatMap((id): HostileRequest[] => [
    { family: 'staff', method: 'GET', path: `/api/staff/customers/${id}/data-export`, headers: asOwner },
    {
      family: 'staff',
      method: 'POST',
      path: `/api/staff/customers/${id}/erase`,
      headers: asOwner,
      body: json({ email: 'someone@example.com' }),
    },
  ]);
  const customerSearches = ['q=%00', `q=${'x'.repeat(101)}`, 'q=a&q=b', 'page=0', 'page=99999999', 'sort=-id', 'q[]=1', 'q=%25%5F%5C'].map(
    (query): HostileRequest => ({ family: 'staff', method: 'GET', path: `/api/staff/customers?${query}`, headers: asOwner }),
  );
  const erasures = [
    json({ email: '\u0000' }),
    json({ email: ['someone@example.com'] }),
    json({ email: 'x'.repeat(400) }),
    '{}',
    '{"__proto__":{"email":"a"}}',
  ].map((body): HostileRequest => ({ family: 'staff', method: 'POST', path: '/api/staff/customers/999999/erase', headers: asOwner, body }));
  return [
    ...orderCalls,
    ...notes,
    ...refunds,
    ...exports,
    ...teamMembers,
    ...invitations,
    ...roles,
    ...customers,
    ...customerSearches,
    ...erasures,
  ];
}

/**
 * Sessions in cookies, and requests another site makes: odd cookies, odd origins, a token handed over that is none.
 * Refused before anything is written, whatever they carry.
 */
function sessionCookies(): HostileRequest[] {
  const post = (path: string, headers: Record<string, string>, body = '{}'): HostileRequest => ({
    family: 'sessions',
    method: 'POST',
    path,
    headers: { ...jsonHeaders, ...headers },
    body,
  });
  const cookies = ['session=%00', `session=${'x'.repeat(4000)}`, 'session=', 'session=a; session=b', 'session="quoted"', 'signed_in=1'];
  const elsewhere: Record<string, string>[] = [
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { 'sec-fetch-site': '%00' },
    { origin: 'null' },
    { origin: 'https://evil.example' },
    { origin: 'x'.repeat(3000) },
  ];
  return [
    ...cookies.flatMap((cookie) => [
      post('/api/logout', { cookie }),
      post('/api/session', { cookie }),
      post('/api/sessions/log-out-everywhere', { cookie, 'x-requested-with': 'XMLHttpRequest' }),
      { family: 'sessions', method: 'GET' as const, path: '/api/me', headers: { cookie } },
    ]),
    ...elsewhere.flatMap((where) => [
      post('/api/login', where, json({ email: 'someone@example.com', password: 'not-the-password' })),
      post('/api/add-to-cart', where, json({ product_variation_id: 1, quantity: 1 })),
      post('/api/orders', { ...where, cookie: 'session=made-up' }),
    ]),
    post('/api/session', { authorization: 'Bearer made-up' }),
    post('/api/session', { authorization: `Bearer ${'x'.repeat(5000)}` }),
    post('/api/me/second-factor/reset', {}, json({ password: 'x' })),
    post('/api/me/second-factor/reset', { authorization: `Bearer ${ownerSession}` }, json({ password: '\u0000' })),
    post('/api/me/second-factor/reset', { authorization: `Bearer ${ownerSession}` }, json({ password: 'x'.repeat(300) })),
    post('/api/login/second-factor', { cookie: 'staff_device=%00' }, json({ challenge: 'none', code: '123456' })),
  ];
}

/** The whole corpus: a few hundred requests. */
export const hostileRequests: HostileRequest[] = [
  ...ids(),
  ...nulBytes(),
  ...bodies(),
  ...queries(),
  ...headers(),
  ...files(),
  ...pages(),
  ...methods(),
  ...staffCalls(),
  ...sessionCookies(),
];

/**
 * 1,000 spellings of one costly catalogue answer (every product with its recipes), each a new key for a
 * cache keyed by the raw URL: a normalising cache keeps one answer, or refuses the odd spellings.
 */
export const cacheBustingPaths = Array.from(
  { length: 1000 },
  (_, index) => `/api/products?perPage=${'0'.repeat(index + 1)}100&include=recipes`,
);
