/** Encodes one path segment (ids are UUIDs, but names and slugs need escaping). */
export const seg = (value: string | number): string => encodeURIComponent(String(value))
