import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { signUpOwner } from '../../test/ledger';
import { sequenceNext, setSequenceNext, takeSequenceNumber } from './invoice-sequences.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('invoice number sequences', () => {
  it('gives 50 parallel transactions 50 distinct numbers with no gap', async () => {
    const { businessId } = await signUpOwner(t);
    const { db } = t.database;
    const taken = await Promise.all(
      Array.from({ length: 50 }, () =>
        db.transaction((tx) => takeSequenceNumber(tx, businessId, '2026')),
      ),
    );
    expect([...taken].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await sequenceNext(db, businessId, '2026')).toBe(51);
    // Each period counts on its own.
    expect(await sequenceNext(db, businessId, '2027')).toBe(1);
  });

  it('gives a rolled-back number to the next create', async () => {
    const { businessId } = await signUpOwner(t);
    const { db } = t.database;
    await db.transaction((tx) => takeSequenceNumber(tx, businessId, ''));
    await expect(
      db.transaction(async (tx) => {
        await takeSequenceNumber(tx, businessId, '');
        throw new Error('the invoice was refused');
      }),
    ).rejects.toThrow('refused');
    expect(await db.transaction((tx) => takeSequenceNumber(tx, businessId, ''))).toBe(2);
  });

  it('continues from a number set by hand', async () => {
    const { businessId } = await signUpOwner(t);
    const { db } = t.database;
    await db.transaction((tx) => setSequenceNext(tx, businessId, '2026-11', 120));
    expect(await db.transaction((tx) => takeSequenceNumber(tx, businessId, '2026-11'))).toBe(120);
    expect(await sequenceNext(db, businessId, '2026-11')).toBe(121);
  });
});
