/** Query keys and options of the testimonials; every key starts with 'testimonials'. */
import { queryOptions } from '@tanstack/react-query';
import { listStaffTestimonials, listTestimonials } from './testimonials.api';

export const testimonialKeys = {
  all: ['testimonials'] as const,
  published: () => [...testimonialKeys.all, 'published'] as const,
  staff: () => [...testimonialKeys.all, 'staff'] as const,
};

export const testimonialsQuery = () =>
  queryOptions({ queryKey: testimonialKeys.published(), queryFn: listTestimonials });

export const staffTestimonialsQuery = () =>
  queryOptions({ queryKey: testimonialKeys.staff(), queryFn: listStaffTestimonials });
