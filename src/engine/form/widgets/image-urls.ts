/** Addresses of photos by id, learnt from uploads and from loaded records ({id, url} objects). */
const urls = new Map<number, string>();

export function rememberImage(id: number, url: string): void {
  urls.set(id, url);
}

export function imageUrlOf(id: number): string | undefined {
  return urls.get(id);
}

/** Remembers every `{id, url}` object found anywhere in a record. */
export function rememberImagesIn(value: unknown): void {
  if (Array.isArray(value)) value.forEach(rememberImagesIn);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'number' && typeof record.url === 'string') rememberImage(record.id, record.url);
    Object.values(record).forEach(rememberImagesIn);
  }
}

/** Whether an image field keeps addresses (a string, or an array of strings) rather than image ids. */
export function keepsImageUrls(schema: { readonly type?: unknown; readonly items?: unknown }): boolean {
  const item = schema.type === 'array' ? (schema.items as { type?: unknown } | undefined) : schema;
  return item?.type === 'string';
}
