// A guest's key is never kept or compared as given, only its SHA-256: a search's guest owner, a
// socket's guest room, a claim at sign-in.
import { createHash } from 'node:crypto';

export const hashGuestKey = (key: string) => createHash('sha256').update(key).digest('hex');
