let counter = 0;

/** A new person for each test, so tests never share an account. */
export function newUser(prefix: string) {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`.toLowerCase();
  return {
    username: id,
    email: `${id}@contoh.id`,
    password: 'Catatan-Toko-2026',
    fullName: 'Sri Wahyuni',
    businessName: 'Warung Bu Sri',
  };
}

export type User = ReturnType<typeof newUser>;
