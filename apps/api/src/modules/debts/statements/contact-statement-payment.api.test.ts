/**
 * How a contact pays what the statement says they owe: the business's bank accounts and QRIS
 * image, served only through a live statement link.
 */
import type { PortalStatement, StatementLink } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSettings, PAYMENT_DETAILS } from '../../../test/business-settings';
import { createContact } from '../../../test/directory';
import { tinyPng } from '../../../test/files';
import { createTestApp, type TestApp, TestClient } from '../../../test/harness';
import { data, type Owner, signUpOwner } from '../../../test/ledger';
import { NOW } from '../debt-test-setup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
});
afterAll(() => t.close());

const share = async (owner: Owner, contactId: string) =>
  data<StatementLink>(await owner.request('POST', `/api/v1/contacts/${contactId}/statement-link/`));

const visit = (token: string, tail = '') =>
  new TestClient(t.app).request('GET', `/api/v1/portal/statements/${token}/${tail}`);

describe("a statement's payment details", () => {
  it("shows the business's bank accounts and QRIS image through a live link only", async () => {
    const owner = await signUpOwner(t);
    const contact = await createContact(owner, { name: 'Bu Siti' });
    const bare = await share(owner, contact.id);
    expect(data<PortalStatement>(await visit(bare.token))).toMatchObject({
      bank_accounts: [],
      qris_url: null,
    });
    expect((await visit(bare.token, 'qris/')).statusCode).toBe(404);

    await changeSettings(owner, PAYMENT_DETAILS);
    const png = tinyPng();
    const upload = await owner.request('POST', '/api/v1/settings/application/qris/', {
      body: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const link = await share(owner, contact.id);
    const statement = data<PortalStatement>(await visit(link.token));
    expect(statement.bank_accounts).toEqual(PAYMENT_DETAILS.bank_accounts);
    expect(statement.business).toMatchObject({
      phone: PAYMENT_DETAILS.phone,
      address: PAYMENT_DETAILS.address,
    });
    expect(statement.qris_url).toBe(`/v1/portal/statements/${link.token}/qris/`);
    const image = await visit(link.token, 'qris/');
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'x-robots-tag': expect.stringContaining('noindex'),
    });
    expect(image.rawPayload).toEqual(png);

    await owner.request('DELETE', `/api/v1/contacts/${contact.id}/statement-link/`);
    expect((await visit(link.token, 'qris/')).statusCode).toBe(404);
  });
});
