/**
 * The daily sweep of stored files no record points to (storage/stored-files-sweep.ts), with the
 * modules that keep files saying which keys are theirs.
 */
import type { Database } from '../../db/client';
import type { FileStorage, StorageLog } from '../../storage/file-storage';
import { sweepStoredFiles } from '../../storage/stored-files-sweep';
import { paymentProofKeysAmong } from '../billing/payment-proofs.service';
import { coverKeysAmong } from '../blog/blog-covers.service';
import { businessImageKeysAmong } from '../businesses/business-images.service';
import { receiptKeysAmong } from '../entries/attachments/attachments.service';
import { photoKeysAmong } from '../testimonials/testimonials.service';
import type { Job } from './scheduler';

const DAY_MS = 24 * 60 * 60 * 1000;

export function storedFilesJob(deps: {
  database: Database;
  storage: FileStorage;
  log: StorageLog;
}): Job {
  const { db } = deps.database;
  const owners = [
    receiptKeysAmong,
    businessImageKeysAmong,
    paymentProofKeysAmong,
    coverKeysAmong,
    photoKeysAmong,
  ].map((among) => (keys: string[]) => among(db, keys));
  return {
    name: 'sweep-stored-files',
    everyMs: DAY_MS,
    async run({ now, signal }) {
      return sweepStoredFiles({ storage: deps.storage, owners, now, signal, log: deps.log });
    },
  };
}
