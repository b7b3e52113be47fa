/**
 * Testimonials (`/v1/testimonials/` for the public site, `/v1/admin/testimonials/…` for staff;
 * contract: testimonial.schemas).
 */
import type {
  CreateTestimonialInput,
  StaffTestimonial,
  Testimonial,
  UpdateTestimonialInput,
} from '@usaha/shared';
import { requestData, requestDelete } from '../lib/api-data';

export function listTestimonials(): Promise<Testimonial[]> {
  return requestData<Testimonial[]>('/v1/testimonials/');
}

const ADMIN = '/v1/admin/testimonials/';

export function listStaffTestimonials(): Promise<StaffTestimonial[]> {
  return requestData<StaffTestimonial[]>(ADMIN);
}

export function createTestimonial(body: CreateTestimonialInput): Promise<StaffTestimonial> {
  return requestData<StaffTestimonial>(ADMIN, { method: 'POST', body });
}

export function updateTestimonial(
  id: string,
  body: UpdateTestimonialInput,
): Promise<StaffTestimonial> {
  return requestData<StaffTestimonial>(`${ADMIN}${id}/`, { method: 'PUT', body });
}

export function deleteTestimonial(id: string): Promise<void> {
  return requestDelete(`${ADMIN}${id}/`);
}

/** The image itself as the body; the server reads its type from its bytes. */
export function uploadTestimonialPhoto(id: string, file: Blob): Promise<StaffTestimonial> {
  return requestData<StaffTestimonial>(`${ADMIN}${id}/photo/`, { method: 'POST', raw: file });
}

export function removeTestimonialPhoto(id: string): Promise<StaffTestimonial> {
  return requestData<StaffTestimonial>(`${ADMIN}${id}/photo/`, { method: 'DELETE' });
}
