import type { StoryLoaders } from "../modules/stories/stories.loaders";
import type { User } from "../modules/users/user.entity";

export interface GatewayContext {
  loaders: StoryLoaders;
  /** The user of the request's validated bearer token; null for anonymous requests. */
  viewer: User | null;
}
