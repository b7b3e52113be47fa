/** An amount as a server message names it: rupiah the Indonesian way, others the English way. */
import { formatMoney } from '@usaha/shared';

export function moneyText(amount: number, currency: string): string {
  return formatMoney(amount, currency, currency === 'IDR' ? 'id-ID' : 'en-US');
}
