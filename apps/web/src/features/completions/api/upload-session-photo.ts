import { apiClient } from '../../../lib/api-client.ts';

export type UploadedPhoto = { url: string; name: string };

/**
 * POST /api/uploads/session-photo, multipart field `photo`: the server checks the content (415),
 * the size (413, 10 Mo), strips metadata and answers where it keeps the photo.
 */
export function uploadSessionPhoto(photo: File): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('photo', photo);
  return apiClient.post<UploadedPhoto>('/uploads/session-photo', body);
}
