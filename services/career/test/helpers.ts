import { randomUUID } from 'node:crypto';

export const newUserId = (): string => randomUUID();

/**
 * Ceiling for a file's beforeAll that starts the service: building the match engine and migrating take seconds alone
 * but far longer on a loaded 2-core CI machine (the hook finishes as soon as the service is up; nothing waits longer).
 */
export const START_TIMEOUT_MS = 180_000;
