/**
 * Upper bounds of what one request may carry, shared by the schemas (per field) and the
 * server's guard (for any field a schema leaves open). Each is far above what a person or the
 * spec's screens send, and low enough that a request's work stays bounded.
 */

/** A reference number (refNo) of a master-data record. The job reference is 36 (spec 01). */
export const MAX_REF_LENGTH = 64;
/** Names, e-mail addresses, phone numbers, sort keys, codes and other short texts. */
export const MAX_NAME_LENGTH = 256;
/** Descriptions, notes, addresses, messages, links and tokens. */
export const MAX_TEXT_LENGTH = 4000;
/** A polygon as the spec's "lat,lng;lat,lng" text: some 4,000 points. */
export const MAX_POLYGON_LENGTH = 100_000;
/** Records, references or ids that one request may name. */
export const MAX_LIST_LENGTH = 10_000;
/** Days, day numbers, priorities and other short lists. */
export const MAX_SHORT_LIST_LENGTH = 400;
