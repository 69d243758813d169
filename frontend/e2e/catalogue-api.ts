import type { APIRequestContext } from '@playwright/test';

export interface ApiStory {
  _id: string;
  title: string;
  type: string;
  is_featured: boolean;
  is_available: boolean;
}

interface ApiStoryList {
  stories: ApiStory[];
  total: number;
}

/** Reads the shop's own REST façade, so the browser's view is checked against what the server holds. */
export async function listStories(request: APIRequestContext, query: Record<string, string> = {}): Promise<ApiStoryList> {
  const response = await request.get('/api-coldcase/stories', { params: { limit: '100', ...query } });
  if (!response.ok()) throw new Error(`GET /api-coldcase/stories answered ${response.status()}`);
  return (await response.json()) as ApiStoryList;
}
