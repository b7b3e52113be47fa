import { describe, expect, it } from 'vitest';
import { formatPhone, normalisePhone, whatsappLink, whatsappShareLink } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['0812-3456-7890', '+6281234567890'],
    ['0812 3456 7890', '+6281234567890'],
    ['62 812 3456 7890', '+6281234567890'],
    ['+62 (812) 3456.7890', '+6281234567890'],
    ['81234567890', '+6281234567890'],
    ['021 555 1234', '+62215551234'],
    ['0065 6123 4567', '+6561234567'],
    ['+1 415 555 2671', '+14155552671'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each(['', 'abc', '0812', '+0812345678', '0812-3456-7890 ext 2', '+62 8123456789012345'])(
    'refuses %j',
    (input) => {
      expect(normalisePhone(input)).toBeNull();
    },
  );
});

describe('formatPhone and whatsappLink', () => {
  it('writes an Indonesian number the local way and links to WhatsApp without the plus', () => {
    expect(formatPhone('+6281234567890')).toBe('0812-3456-7890');
    expect(formatPhone('+62215550101')).toBe('0215550101');
    expect(formatPhone('+14155552671')).toBe('+14155552671');
    expect(whatsappLink('+6281234567890', 'Halo Bu')).toBe(
      'https://wa.me/6281234567890?text=Halo%20Bu',
    );
  });
});

describe('whatsappLink with a prepared message', () => {
  it('reaches a local number through its international digits', () => {
    expect(whatsappLink('0812-3456-7890')).toBe('https://wa.me/6281234567890');
    expect(whatsappLink('+62 812 3456 7890')).toBe('https://wa.me/6281234567890');
  });

  it('keeps any text of the message as text of the one text parameter', () => {
    const link = new URL(whatsappLink('+6281234567890', 'Halo, ini A&B #1?x=1\n<b>'));
    expect(link.origin + link.pathname).toBe('https://wa.me/6281234567890');
    expect([...link.searchParams.keys()]).toEqual(['text']);
    expect(link.searchParams.get('text')).toBe('Halo, ini A&B #1?x=1\n<b>');
    expect(link.hash).toBe('');
  });

  it('shares a message without a number', () => {
    const link = new URL(whatsappShareLink('Gabung: https://usaha.example/x?token=a&b'));
    expect(link.pathname).toBe('/');
    expect(link.searchParams.get('text')).toBe('Gabung: https://usaha.example/x?token=a&b');
  });
});
