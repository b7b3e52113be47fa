/** The blog editors' pages (/apps/blog…) in one lazy chunk: no other page loads them. */
export { BlogEditorListPage } from './blog-editor-list-page';
export { BlogPostEditorPage } from './blog-post-editor-page';
