/** The scenes the house style can paint; each is a distinct composition. */
export const ART_MOTIFS = [
  "skyline",
  "lighthouse",
  "forest",
  "mansion",
  "train",
  "harbor",
  "desert",
  "mountain",
  "museum",
  "server-room",
  "alley",
  "snowfield",
  "jungle",
  "bridge",
] as const;

export type ArtMotif = (typeof ART_MOTIFS)[number];

/** What a story's cover is drawn from: its identity seeds the randomness, its words are set on the cover. */
export interface ArtworkSubject {
  /** Seeds every random choice, so the same story always gets the same picture. */
  slug: string;
  title: string;
  city: string;
  type: string;
  art: {
    motif: ArtMotif;
    /** A CSS hex colour (#rgb or #rrggbb); anything else renders the fallback colour. */
    accent: string;
  };
}
