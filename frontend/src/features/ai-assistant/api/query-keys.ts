export const CONVERSATIONS_QUERY_KEY = ['/api/ai/conversations'] as const;
