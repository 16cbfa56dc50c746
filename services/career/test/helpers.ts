import { randomUUID } from 'node:crypto';

export const newUserId = (): string => randomUUID();
