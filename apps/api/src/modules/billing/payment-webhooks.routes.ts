/**
 * Providers' webhooks (`billing/webhooks/{provider}/`), verified on the raw body, and the sandbox
 * checkout, whose buttons send a signed event through that same route, as a provider would.
 */
import { AppError, deletedResponseSchema, idSchema, PAYMENT_PROVIDERS } from '@usaha/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { notFound } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import type { PaymentService } from './payments.service';
import { SANDBOX_SIGNATURE_HEADER, type SandboxProvider } from './providers/sandbox-provider';
import { SANDBOX_PAGE_CSP, sandboxCheckoutPage } from './sandbox-checkout.page';

/** What a provider's event is refused for that is worth a warning in the log. */
const REFUSED_EVENTS = new Set(['WEBHOOK_SIGNATURE', 'PAYMENT_MISMATCH']);

/** Providers' events are small; a larger body is not one. */
const WEBHOOK_BODY_LIMIT = 65_536;

const sandboxForm = z.strictObject({
  token: z.string().min(1).max(200),
  action: z.enum(['pay', 'cancel']),
});

export function paymentWebhookRoutes(
  app: FastifyInstance,
  deps: {
    clock: Clock;
    payments: PaymentService;
    sandbox: SandboxProvider | null;
  },
) {
  const tags = ['billing'];

  // The raw body, as the provider signed it: this scope parses nothing.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post('/api/v1/billing/webhooks/:provider/', {
      config: { access: 'public' },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags,
        description:
          'A payment provider’s event: its signature checked on the raw body, counted once by its id, its amount and currency checked against the payment.',
        params: z.object({ provider: z.enum(PAYMENT_PROVIDERS) }),
        response: { 200: deletedResponseSchema },
      },
      handler: async (request) => {
        const provider = deps.payments.providerNamed(request.params.provider);
        if (!provider?.verify) throw notFound('Payment provider');
        const raw = typeof request.body === 'string' ? request.body : '';
        try {
          const event = await provider.verify(raw, request.headers, deps.clock.now());
          if (!event) return { success: true as const, message: 'ignored' };
          const outcome = await deps.payments.handleEvent(provider.name, event);
          return { success: true as const, message: outcome };
        } catch (error) {
          // A forged event or one for another amount is money someone tried to move: staff
          // find it in the log, with what was claimed (never the body's secrets).
          if (error instanceof AppError && REFUSED_EVENTS.has(error.code)) {
            request.log.warn(
              { provider: provider.name, code: error.code, reason: error.message },
              'payment event refused',
            );
          }
          throw error;
        }
      },
    });
  });

  const { sandbox } = deps;
  if (!sandbox) return;

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/v1/billing/sandbox/:id/', {
    // The link's token is the right to it: a browser's navigation carries no access token.
    config: { access: 'public' },
    schema: {
      tags,
      description: 'The sandbox checkout page (outside production): pay or cancel, no money moves.',
      params: z.object({ id: idSchema }),
      querystring: z.object({ token: z.string().min(1).max(200) }),
    },
    handler: async (request, reply) => {
      const { payment, planName } = await deps.payments.sandboxCheckout(
        request.params.id,
        request.query.token,
      );
      const html = sandboxCheckoutPage(
        payment,
        planName,
        request.query.token,
        requestLanguage(request),
      );
      return reply
        .header('content-security-policy', SANDBOX_PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(html);
    },
  });

  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)).entries())),
    );
    scope.withTypeProvider<ZodTypeProvider>().post('/api/v1/billing/sandbox/:id/', {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'The sandbox checkout’s answer: sent as a signed event to the sandbox webhook, then back to the app.',
        params: z.object({ id: idSchema }),
        body: sandboxForm,
      },
      handler: async (request, reply) => {
        const { payment } = await deps.payments.sandboxCheckout(
          request.params.id,
          request.body.token,
        );
        const now = deps.clock.now();
        const { body, signature } = sandbox.signedEvent(
          {
            id: `evt_${payment.id}_${request.body.action}`,
            reference: payment.reference,
            status: request.body.action === 'pay' ? 'paid' : 'canceled',
            amount: payment.amount,
            currency: payment.currency,
          },
          now,
        );
        const answer = await app.inject({
          method: 'POST',
          url: '/api/v1/billing/webhooks/sandbox/',
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
          payload: body,
        });
        if (answer.statusCode !== 200) {
          request.log.error(
            { status: answer.statusCode, body: answer.body },
            'sandbox event refused',
          );
          throw new AppError('INTERNAL_ERROR', 'The sandbox event was refused');
        }
        // Back to the app, which reads what became of the payment from the database.
        const page = request.body.action === 'pay' ? 'success' : 'cancel';
        return reply.redirect(`/payment/${page}?payment=${payment.id}`, 303);
      },
    });
  });
}
