/** The response types are the schemas' own (checked by `tsc -b`; the test only has to run). */
import { expectTypeOf, test } from 'vitest';
import type { DataResponse, ListResponse, Page, ResponseOf } from './common.schemas';
import type { Note, noteListResponseSchema, noteResponseSchema } from './note.schemas';

test('DataResponse and ListResponse are what dataResponse and listResponse describe', () => {
  expectTypeOf<DataResponse<Note>>().toEqualTypeOf<ResponseOf<typeof noteResponseSchema>>();
  expectTypeOf<ListResponse<Note>>().toEqualTypeOf<ResponseOf<typeof noteListResponseSchema>>();
  expectTypeOf<DataResponse<number[]>>().toEqualTypeOf<{
    success: true;
    data: number[];
    message?: string | undefined;
  }>();
});

test('a Page is the rows beside the meta, whatever the meta holds', () => {
  expectTypeOf<Page<Note>>().toEqualTypeOf<{
    data: Note[];
    next_cursor: string | null;
    has_more: boolean;
  }>();
  expectTypeOf<
    Page<Note, { next_cursor: null; has_more: false; totals: number[] }>
  >().toEqualTypeOf<{
    data: Note[];
    next_cursor: null;
    has_more: false;
    totals: number[];
  }>();
});
