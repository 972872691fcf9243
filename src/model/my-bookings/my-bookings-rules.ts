// Pure helpers of my bookings: the confirmation's file name and what a failed PDF says.
import type { ApiError } from '@/api/api-error';

export type ConfirmationFailureKey = 'notApproved' | 'notFound' | 'offline' | 'failed';

/** The key of myBookings.pdfErrors for a failed confirmation. */
export function confirmationFailureKey(error: ApiError): ConfirmationFailureKey {
  if (error.status === 409) return 'notApproved';
  if (error.status === 404) return 'notFound';
  if (error.status === 0) return 'offline';
  return 'failed';
}

/** "confirmation-RN-000123.pdf", as the server names it; only safe characters reach the file system. */
export function confirmationFilename(reference: string): string {
  return `confirmation-${reference.replace(/[^A-Za-z0-9-]/g, '') || 'booking'}.pdf`;
}

/** A redemption's state for the page: approved with or without its PDF, pending, or refused (with why). */
export type BookingState = 'pending' | 'approved' | 'refused';
