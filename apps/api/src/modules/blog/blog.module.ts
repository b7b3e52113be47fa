/**
 * Wires the blog (issue 18): the public reads, the editors' writes, the covers, and the job
 * that marks scheduled posts published when their time comes. `onChange` lets the pages made
 * from the posts (the server-rendered blog, the sitemap, the feed) know to be made again.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { FileStorage, StorageLog } from '../../storage/file-storage';
import type { Job } from '../scheduler/scheduler.types';
import { publishDuePosts } from './blog.repository';
import { blogRoutes } from './blog.routes';
import { createBlogService } from './blog.service';
import { createBlogCoverService } from './blog-covers.service';
import { blogEditorRoutes } from './blog-editor.routes';
import { createBlogEditorService } from './blog-editor.service';

export const PUBLISH_SCHEDULED_JOB = 'publish-scheduled-posts';

export function registerBlog(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock; storage: FileStorage; log: StorageLog },
) {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const blog = createBlogService(deps);
  const covers = createBlogCoverService({ ...deps, changed });
  const editor = createBlogEditorService({
    ...deps,
    asReadersSee: blog.asReadersSee,
    changed,
    discardCover: covers.discard,
  });
  blogRoutes(app, { blog, covers });
  blogEditorRoutes(app, { editor, covers });

  /** A scheduled post is public from its minute; this marks it published for its editors. */
  const publishScheduled: Job = {
    name: PUBLISH_SCHEDULED_JOB,
    everyMs: 60_000,
    async run({ database, now }) {
      const published = await publishDuePosts(database.db, now);
      if (published > 0) changed();
      return { published };
    },
  };

  return {
    blog,
    jobs: [publishScheduled],
    /** Calls `listener` after every change to the posts. */
    onChange(listener: () => void) {
      listeners.add(listener);
    },
  };
}
