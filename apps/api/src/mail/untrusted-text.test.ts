import { describe, expect, it } from 'vitest';
import { defuseUntrusted, UNTRUSTED_MAX_LENGTH } from './untrusted-text';

/** What a mail client would make a link of: a scheme, `www.`, or a dotted host. */
const LINKABLE = /\p{L}:\S|www\.|[\p{L}\p{N}-]+[.。．｡][\p{L}\p{N}-]*\p{L}/u;

describe('defuseUntrusted', () => {
  it('breaks schemes, www and host names, and leaves ordinary names alone', () => {
    expect(defuseUntrusted('Verify your account at http://evil.example')).toBe(
      'Verify your account at http[:]//evil[.]example',
    );
    expect(defuseUntrusted('www.bank-mandiri.co.id/login')).toBe(
      'www[.]bank-mandiri[.]co[.]id/login',
    );
    expect(defuseUntrusted('mailto:cs@evil.example')).toBe('mailto[:]cs@evil[.]example');
    expect(defuseUntrusted('evil。example and 10.0.0.1')).toBe('evil[.]example and 10[.]0[.]0[.]1');
    for (const name of ['Warung Siti', 'PT. Maju Jaya', 'Toko 1.500 Rasa', 'Buka 08:00-17:00']) {
      expect(defuseUntrusted(name)).toBe(name);
    }
  });

  it('caps at 60 characters with an ellipsis, counting characters, not UTF-16 units', () => {
    const long = 'Bank Mandiri Security Department — Official Verification Center Jakarta';
    const capped = defuseUntrusted(long);
    expect(Array.from(capped)).toHaveLength(UNTRUSTED_MAX_LENGTH);
    expect(capped.endsWith('…')).toBe(true);
    expect(long.startsWith(capped.slice(0, -1))).toBe(true);
    const emoji = defuseUntrusted('🏦'.repeat(80));
    expect(Array.from(emoji)).toEqual([...Array(59).fill('🏦'), '…']);
  });

  it('keeps one line without hidden characters or the quotes it is shown in', () => {
    expect(defuseUntrusted('Toko\nSiti\r\n\tJaya')).toBe('Toko Siti Jaya');
    // A right-to-left override and zero-width spaces can disguise a host name.
    expect(defuseUntrusted('evil\u200B.exa\u00ADmple \u202Emoc.evil')).toBe(
      'evil[.]example moc[.]evil',
    );
    expect(defuseUntrusted('Toko "Resmi" “Bank”')).toBe("Toko 'Resmi' 'Bank'");
  });

  it('leaves nothing a mail client would link in a corpus of tricks', () => {
    const tricks = [
      'https://evil.example',
      'HTTP://EVIL.EXAMPLE',
      'hxxp://evil.example',
      'evil.example',
      'sub.evil.example/path?x=1',
      'user@evil.example',
      'javascript:alert(1)',
      'ftp://files.evil.example',
      'xn--bnk-sna.example',
      'evil．example',
      'evil｡example',
      `${'a'.repeat(55)} http://evil.example`,
    ];
    for (const trick of tricks) {
      expect(defuseUntrusted(trick), trick).not.toMatch(LINKABLE);
    }
  });
});
