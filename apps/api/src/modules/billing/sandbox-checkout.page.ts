/** The sandbox checkout page: what the payment is for, and "pay" or "cancel" (no money moves). */
import { formatMoney } from '@usaha/shared';
import type { MessageLanguage } from '@usaha/shared/messages';
import { serverText } from '@usaha/shared/messages';
import { escapeHtml } from '../../lib/html';
import type { PaymentRow } from './payments.repository';

export function sandboxCheckoutPage(
  payment: PaymentRow,
  planName: string,
  token: string,
  language: MessageLanguage,
): string {
  const say = (key: Parameters<typeof serverText>[1], params?: Record<string, string>) =>
    escapeHtml(serverText(language, key, params));
  const amount = formatMoney(
    payment.amount,
    payment.currency,
    language === 'id' ? 'id-ID' : 'en-US',
  );
  const interval = serverText(
    language,
    payment.interval === 'yearly' ? 'sandboxYearly' : 'sandboxMonthly',
  );
  const button = (action: 'pay' | 'cancel', label: string) =>
    `<form method="post" action="/api/v1/billing/sandbox/${payment.id}/">` +
    `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
    `<input type="hidden" name="action" value="${action}">` +
    `<button type="submit">${label}</button></form>`;
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${say('sandboxTitle')} · Usaha</title></head>
<body>
<main>
<h1>${say('sandboxTitle')}</h1>
<p>${say('sandboxNote')}</p>
<p><strong>${say('sandboxPlan', { plan: planName, interval })}</strong></p>
<p>${escapeHtml(payment.businessName)}</p>
<p>${say('sandboxReference', { reference: payment.reference })}</p>
${button('pay', say('sandboxPay', { amount }))}
${button('cancel', say('sandboxCancel'))}
</main>
</body>
</html>`;
}
