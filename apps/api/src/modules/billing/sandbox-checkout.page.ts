/** The sandbox checkout page: what the payment is for, and "pay" or "cancel" (no money moves). */

/** Its own policy: the inline style below, its forms to this server, nothing else. */
export const SANDBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `
:root { color-scheme: light dark; --bg: #f1f3f5; --card: #fff; --text: #212529; --dim: #5c636a;
  --accent: #0b7a5a; --line: #dee2e6; }
@media (prefers-color-scheme: dark) { :root { --bg: #1a1b1e; --card: #25262b; --text: #e9ecef;
  --dim: #adb5bd; --accent: #20c997; --line: #373a40; } }
body { margin: 0; min-height: 100dvh; display: grid; place-items: center; background: var(--bg);
  color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { box-sizing: border-box; width: min(440px, 100% - 32px); margin: 16px; padding: 24px;
  background: var(--card); border: 1px solid var(--line); border-radius: 16px; }
h1 { margin: 0 0 8px; font-size: 1.4rem; }
.note { color: var(--dim); font-size: .9rem; border-left: 3px solid var(--accent); padding-left: 10px; }
.amount { font-size: 1.6rem; font-weight: 700; margin: 16px 0 4px; }
.dim { color: var(--dim); font-size: .9rem; margin: 2px 0; }
form { margin-top: 12px; }
button { width: 100%; min-height: 48px; border-radius: 8px; font: inherit; font-weight: 600;
  cursor: pointer; border: 1px solid var(--line); background: var(--card); color: var(--text); }
.pay button { background: var(--accent); border-color: var(--accent); color: #fff; }
@media (prefers-color-scheme: dark) { .pay button { color: #0b0c0e; } }
`;

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
    `<form class="${action}" method="post" action="/api/v1/billing/sandbox/${payment.id}/">` +
    `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
    `<input type="hidden" name="action" value="${action}">` +
    `<button type="submit">${label}</button></form>`;
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${say('sandboxTitle')} · Usaha</title>
<style>${STYLE}</style></head>
<body>
<main>
<h1>${say('sandboxTitle')}</h1>
<p class="note">${say('sandboxNote')}</p>
<p class="amount">${escapeHtml(amount)}</p>
<p><strong>${say('sandboxPlan', { plan: planName, interval })}</strong></p>
<p class="dim">${escapeHtml(payment.businessName)}</p>
<p class="dim">${say('sandboxReference', { reference: payment.reference })}</p>
${button('pay', say('sandboxPay', { amount }))}
${button('cancel', say('sandboxCancel'))}
</main>
</body>
</html>`;
}
