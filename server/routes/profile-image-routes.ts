// The member's profile image: JPEG or PNG as the bytes say (never the name or the declared type), at
// most 2 MB (requirements §5); readable only by its owner, so the route takes no member id at all. At most 10
// stored pictures per member per hour (members/profile-images.ts): 429 too_many_uploads with Retry-After.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fieldError, notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { createProfileImages, TooManyUploads } from '../members/profile-images';
import type { Services } from '../services';
import { IMAGE_MAX_BYTES } from '../../src/contract/formats';

// The browser's image-size rule (schemas/forms/profile-image.json) and this limit are one number.
export const maxImageBytes = IMAGE_MAX_BYTES;
const imageUrl = '/api/user/profile_image';

/** The image type the content starts with, or null. */
export function sniffImageType(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const tooLarge = () => fieldError('file', 'The image must not be larger than 2 MB.', 'image_too_large');

/** Runs `work`, adding the Retry-After header to a too_many_uploads refusal. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TooManyUploads) reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

export function registerProfileImageRoutes(app: FastifyInstance, { db, contract, auth, clock }: Services): void {
  const images = createProfileImages(db, clock);
  app.route({
    ...contract.route('uploadProfileImage'),
    handler: async (request, reply): Promise<Schemas['ProfileImage']> => {
      const { id } = await auth.member(request);
      // Refused before the 2 MB body is even read.
      await withRetryAfter(reply, () => images.checkLimit(id));
      const file = await request.file({ limits: { fileSize: maxImageBytes, files: 1 } });
      if (!file || file.fieldname !== 'file') throw fieldError('file', 'Please choose an image.', 'file_missing');
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      });
      if (file.file.truncated) throw tooLarge();
      const type = sniffImageType(bytes);
      if (!type) throw fieldError('file', 'Please choose a JPEG or PNG image.', 'invalid_image_type');
      await withRetryAfter(reply, () => images.store(id, bytes, type));
      return { image_url: imageUrl };
    },
  });

  app.route({
    ...contract.route('getProfileImage'),
    handler: async (request, reply) => {
      const { id } = await auth.member(request);
      const [row] = await db.query<{ image: Uint8Array | null; image_type: string | null }>(
        'SELECT image, image_type FROM users WHERE id = $1',
        [id],
      );
      if (!row?.image || !row.image_type) throw notFound('No profile image.', 'image_not_found');
      return reply.type(row.image_type).send(Buffer.from(row.image));
    },
  });
}
