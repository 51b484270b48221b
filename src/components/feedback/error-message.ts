/** The Korean sentence a screen shows for a failed call. */
import { errorStatus, serverMessageOf } from '@/api/errors';
import { isChunkLoadError } from '@/lib/chunk-load';
import { messages } from '@/lib/messages';

export function errorMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status === 0 || isChunkLoadError(error)) return messages.errors.network;
  if (status === 401) return messages.errors.unauthorized;
  if (status === 403) return messages.errors.forbidden;
  if (status === 404) return messages.errors.notFound;
  if (status !== undefined && status >= 500) return messages.errors.server;
  if (status !== undefined && status >= 400) return serverMessageOf(error) ?? messages.errors.invalidInput;
  return messages.errors.generic;
}
