/** What the server says, in both languages: every code worded, the same keys and placeholders. */
import { expect, test } from 'vitest';
import { ERROR_CODES } from '../errors';
import { FIELD_CODES } from '../field-codes';
import errorsEn from './en/errors.json';
import fieldsEn from './en/fields.json';
import serverEn from './en/server.json';
import errorsId from './id/errors.json';
import fieldsId from './id/fields.json';
import serverId from './id/server.json';

const CATALOGS: [string, Record<string, string>, Record<string, string>][] = [
  ['errors', errorsId, errorsEn],
  ['fields', fieldsId, fieldsEn],
  ['server', serverId, serverEn],
];

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

test('id and en word the same keys with the same placeholders, none empty', () => {
  for (const [name, id, en] of CATALOGS) {
    expect(Object.keys(en).sort(), name).toEqual(Object.keys(id).sort());
    for (const [key, text] of Object.entries(id)) {
      expect(text.trim(), `${name}.${key}`).not.toBe('');
      expect(placeholders(en[key] ?? ''), `${name}.${key}`).toEqual(placeholders(text));
    }
  }
});

test('every error code and every field code has its sentence', () => {
  for (const code of Object.keys(ERROR_CODES)) expect(errorsId).toHaveProperty(code);
  for (const code of FIELD_CODES) expect(fieldsId).toHaveProperty(code);
});
