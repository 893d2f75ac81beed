// The back office's queries by resource, in one factory: a change asks again every query that shows what it
// changed. Everything about one order sits under its key, so a refund (a credit note, a journal entry, a new
// total refunded) refreshes the order's page, its refunds and its documents at once.

/** Everything about one order, under the orders' key: what a refund or a move asks again. */
const oneOrder = (reference: string) => ['staff', 'orders', 'one', reference] as const;

export const queryKeys = {
  /** Every query of the back office: what a change of the session or of everything asks again. */
  all: ['staff'] as const,
  duties: ['staff', 'duties'] as const,
  today: ['staff', 'today'] as const,
  searchesMade: ['staff', 'searches'] as const,
  pageViews: {
    byDay: (period: object) => ['staff', 'page-views', 'by-day', period] as const,
    ranking: (period: object) => ['staff', 'page-views', 'ranking', period] as const,
  },
  orders: {
    all: ['staff', 'orders'] as const,
    list: (query: object) => ['staff', 'orders', 'list', query] as const,
    details: (reference: string) => [...oneOrder(reference), 'details'] as const,
    refunds: (reference: string) => [...oneOrder(reference), 'refunds'] as const,
    documents: (reference: string) => [...oneOrder(reference), 'documents'] as const,
  },
  audit: {
    all: ['staff', 'audit'] as const,
    list: (query: object) => ['staff', 'audit', query] as const,
  },
  team: ['staff', 'team'] as const,
  customers: {
    all: ['staff', 'customers'] as const,
    list: (query: object) => ['staff', 'customers', query] as const,
  },
  stock: {
    all: ['staff', 'stock'] as const,
    list: (query: object) => ['staff', 'stock', query] as const,
  },
  products: {
    all: ['staff', 'products'] as const,
    search: (words: string) => ['staff', 'products', 'search', words] as const,
  },
  recipes: ['staff', 'recipes'] as const,
  messages: {
    all: ['staff', 'messages'] as const,
    list: (query: object) => ['staff', 'messages', query] as const,
  },
};
