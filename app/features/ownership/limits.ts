/** Text limits of claims and owner replies (the database checks the same numbers; db/schema/ownership.ts). */
export const CLAIM_NOTE_MIN = 10;
export const CLAIM_NOTE_MAX = 1000;
export const CLAIM_CONTACT_MIN = 3;
export const CLAIM_CONTACT_MAX = 200;
export const CLAIM_ADMIN_NOTE_MAX = 500;
export const REPLY_CONTENT_MIN = 2;
export const REPLY_CONTENT_MAX = 2000;
