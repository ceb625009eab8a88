import type { SendSubmission } from '#engine/react/use-submission.ts';
import { api } from '#web/api/client.ts';

/** Procedure submissions through the one API client, with the upload's real progress (bytes sent of total). */
export const sendSubmission: SendSubmission = (path, body, onProgress, headers) =>
  api.post<Blob>(path, body, { responseType: 'blob', onUploadProgress: onProgress, headers });
