import type { ArtMotif } from "../../catalogue/seed-story";
import type { SceneBuilder } from "../scene";
import { skyline } from "./skyline";

export const SCENES: Record<ArtMotif, SceneBuilder> = {
  skyline, lighthouse: skyline, forest: skyline, mansion: skyline, train: skyline, harbor: skyline, desert: skyline,
  mountain: skyline, museum: skyline, "server-room": skyline, alley: skyline, snowfield: skyline, jungle: skyline, bridge: skyline,
};
