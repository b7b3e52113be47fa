import { randomBytes } from 'node:crypto';

/**
 * A new person for each test, so tests never share an account. The name is the prefix plus random
 * letters: two workers that start the same test at the same millisecond still get two accounts.
 */
export function newUser(prefix: string) {
  const id = `${prefix.toLowerCase().slice(0, 18)}${randomBytes(6).readUIntBE(0, 6).toString(36)}`;
  return {
    username: id,
    email: `${id}@contoh.id`,
    password: 'Catatan-Toko-2026',
    fullName: 'Sri Wahyuni',
    businessName: 'Warung Bu Sri',
  };
}

export type User = ReturnType<typeof newUser>;
