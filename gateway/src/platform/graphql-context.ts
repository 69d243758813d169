import type { StoryLoaders } from "../modules/stories/stories.loaders";

export interface GatewayContext {
  loaders: StoryLoaders;
}
