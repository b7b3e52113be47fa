import { afterEach, describe, expect, test, vi } from 'vitest';
import { copyText } from './copy-text';

afterEach(() => vi.restoreAllMocks());

describe('copyText', () => {
  test('over plain http, where there is no Clipboard API, copies with the copy command', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    let selected = '';
    const command = vi.fn(() => {
      selected = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: command, configurable: true });
    expect(await copyText('http://192.168.1.5:3000/portal?token=abc')).toBe(true);
    expect(command).toHaveBeenCalledWith('copy');
    expect(selected).toBe('http://192.168.1.5:3000/portal?token=abc');
    // The field it used is gone.
    expect(document.querySelector('textarea')).toBeNull();
  });

  test('in a secure context uses the Clipboard API', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(await copyText('BCA 1234567890')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('BCA 1234567890');
  });
});
