/** What the blog's tests share: an editor, a post made and published through the API. */
import type { CreateBlogPostInput, EditorBlogPost } from '@usaha/shared';
import type { TestApp } from '../../test/harness';
import { data, type Owner } from '../../test/ledger';
import { signUpStaff, signUpSuperadmin } from '../../test/staff';

export const EDITOR_POSTS = '/api/v1/admin/blog/posts/';

/** A superadmin and an editor they appointed. */
export async function signUpEditor(t: TestApp): Promise<{ superadmin: Owner; editor: Owner }> {
  const superadmin = await signUpSuperadmin(t);
  return { superadmin, editor: await signUpStaff(t, superadmin, 'editor') };
}

let made = 0;

/** A draft with a title of its own (unique across the test file's posts) unless given. */
export async function draft(
  editor: Owner,
  fields: Partial<CreateBlogPostInput> = {},
): Promise<EditorBlogPost> {
  made += 1;
  const response = await editor.request('POST', EDITOR_POSTS, {
    body: {
      title: `Tips kas harian ${made} ${Math.random().toString(36).slice(2, 8)}`,
      excerpt: 'Cara mudah mencatat uang masuk dan keluar.',
      body: 'Catat **setiap** transaksi.\n\nLalu cocokkan saldo tiap sore.',
      ...fields,
    },
  });
  return data<EditorBlogPost>(response, 201);
}

/** A post published now. */
export async function published(
  editor: Owner,
  fields: Partial<CreateBlogPostInput> = {},
): Promise<EditorBlogPost> {
  const post = await draft(editor, fields);
  return data<EditorBlogPost>(
    await editor.request('POST', `${EDITOR_POSTS}${post.id}/publish/`, {
      body: { version: post.version },
    }),
  );
}
