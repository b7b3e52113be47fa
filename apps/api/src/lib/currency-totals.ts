/** Balances added up per currency: rupiah and dollars are never summed together. */
export function totalsByCurrency(books: Array<{ currency: string; balance: number }>) {
  const totals = new Map<string, number>();
  for (const book of books)
    totals.set(book.currency, (totals.get(book.currency) ?? 0) + book.balance);
  return [...totals].map(([currency, balance]) => ({ currency, balance }));
}
