import type { ArtMotif } from "../artwork-subject";
import type { SceneBuilder } from "../scene";
import { alley } from "./alley";
import { bridge } from "./bridge";
import { desert } from "./desert";
import { forest } from "./forest";
import { harbor } from "./harbor";
import { jungle } from "./jungle";
import { lighthouse } from "./lighthouse";
import { mansion } from "./mansion";
import { mountain } from "./mountain";
import { museum } from "./museum";
import { serverRoom } from "./server-room";
import { skyline } from "./skyline";
import { snowfield } from "./snowfield";
import { train } from "./train";

/** A Record, so adding a motif to ArtMotif fails to compile until it has a scene. */
export const SCENES: Record<ArtMotif, SceneBuilder> = {
  skyline,
  lighthouse,
  forest,
  mansion,
  train,
  harbor,
  desert,
  mountain,
  museum,
  "server-room": serverRoom,
  alley,
  snowfield,
  jungle,
  bridge,
};
