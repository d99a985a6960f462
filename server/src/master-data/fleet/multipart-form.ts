import type { FastifyRequest } from 'fastify';

/**
 * The text fields of a multipart/form-data request (files are read and dropped), or null when
 * the body does not read as a form. Empty values are left out, as a form leaves out what it
 * does not fill.
 */
export async function readFormFields(request: FastifyRequest): Promise<Record<string, string> | null> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        await part.toBuffer();
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      if (value !== '') fields[part.fieldname] = value;
    }
  } catch {
    return null;
  }
  return fields;
}

/** A JSON body as it came, or the fields of a multipart form. */
export async function formOrJson(request: FastifyRequest): Promise<unknown> {
  return request.isMultipart() ? await readFormFields(request) : request.body;
}
