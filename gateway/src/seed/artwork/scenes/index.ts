import type { ArtMotif } from "../../catalogue/seed-story";
import type { SceneBuilder } from "../scene";
import { lighthouse } from "./lighthouse";
import { skyline } from "./skyline";

export const SCENES: Record<ArtMotif, SceneBuilder> = {
  skyline, lighthouse, forest: skyline, mansion: skyline, train: skyline, harbor: skyline, desert: skyline,
  mountain: skyline, museum: skyline, "server-room": skyline, alley: skyline, snowfield: skyline, jungle: skyline, bridge: skyline,
};
