/**
 * Wires the testimonials (issue 18). `onChange` lets the pages that show them (the
 * server-rendered home and testimonial pages) know to be made again.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStorage, StorageLog } from '../../storage/file-storage';
import { testimonialRoutes } from './testimonials.routes';
import { createTestimonialService } from './testimonials.service';

export function registerTestimonials(
  app: FastifyInstance,
  deps: { database: Database; storage: FileStorage; log: StorageLog },
) {
  const listeners = new Set<() => void>();
  const testimonials = createTestimonialService({
    ...deps,
    changed: () => {
      for (const listener of listeners) listener();
    },
  });
  testimonialRoutes(app, { testimonials });
  return {
    testimonials,
    onChange(listener: () => void) {
      listeners.add(listener);
    },
  };
}
