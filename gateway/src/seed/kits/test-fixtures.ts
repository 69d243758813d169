import type { ArtMotif, SeedStory } from "../catalogue/seed-story";
import { StoryContext, StoryDifficulty, StoryRegion, StoryType } from "../../modules/stories/story.enums";

/** A complete, plausible story for tests and previews; long enough to exercise wrapping and pagination. */
export const harbourStory: SeedStory = {
  slug: "the-pilot-who-never-docked",
  title: "The Pilot Who Never Docked",
  city: "Halifax",
  region: StoryRegion.CANADA,
  type: StoryType.MURDER,
  context: StoryContext.LOW_TECH,
  shortDescription: "A harbour pilot is found drowned in a dry dock on the one night the gates were sealed.",
  mediumDescription:
    "In the winter of 1958 a veteran harbour pilot was found at the bottom of a drained dry dock. The gates had been sealed at dusk. Someone on the night shift knows how he got there.",
  longDescription: [
    "On the night of 14 February 1958, a nor'easter pinned every ship in Halifax harbour to its moorings. Angus MacLeod, thirty years a harbour pilot, signed the night log at 11:40 p.m. and was never seen alive again.",
    "At dawn the dock foreman found him at the bottom of Dry Dock No. 2, which had been pumped out and sealed at dusk. There were no footprints in the frost on the gangway, and his lantern was still burning on the pilot boat.",
    "The police called it an accident. His daughter never believed it. Sixty years later, the original case file has surfaced in a shipping-company archive, complete with statements the inquest never heard.",
    "Your team has the file. Read the statements, weigh the exhibits and decide who sent the pilot to the bottom of the dock.",
  ].join("\n\n"),
  addedDaysAgo: 12,
  downloads: 431,
  players: { min: 2, max: 6, best: 4 },
  lengthMinutes: 90,
  difficulty: StoryDifficulty.MEDIUM,
  art: { motif: "harbor", accent: "#c0392b" },
  kit: {
    victim: "Angus MacLeod, 58, senior harbour pilot",
    incident: "Found dead at the bottom of sealed Dry Dock No. 2, Halifax, at dawn on 15 February 1958.",
    suspects: [
      {
        name: "Margaret Doyle",
        role: "Night-shift radio operator",
        age: 34,
        motive: "MacLeod had reported her for letting a smuggler's boat through without a log entry.",
        alibi: "Claims she never left the radio room, and her log shows entries every fifteen minutes.",
      },
      {
        name: "Elias Thorne",
        role: "Dry-dock foreman",
        age: 51,
        motive: "Owed MacLeod four hundred dollars in gambling debts due that very week.",
        alibi: "Says he was sealing the dock gates with two labourers until half past midnight.",
      },
      {
        name: "Captain Ruth Abernathy",
        role: "Master of the freighter Cape Sable",
        age: 46,
        motive: "MacLeod had refused to pilot her overloaded ship out before the storm, costing her the contract.",
        alibi: "Aboard her ship, according to her first mate, who is also her brother.",
      },
      {
        name: "Tomasz Nowicki",
        role: "Pilot-boat deckhand",
        age: 23,
        motive: "Was to be dismissed after MacLeod caught him drinking on duty.",
        alibi: "Asleep in the pilot-boat cabin; nobody can confirm it.",
      },
    ],
    evidence: [
      "The night log, with MacLeod's signature at 11:40 p.m. and no entry afterwards.",
      "A storm lantern still burning on the pilot boat at dawn, its oil reservoir nearly full.",
      "The radio-room log, whose entries between midnight and 1 a.m. are in a slightly different ink.",
      "A pair of gate keys found in the foreman's coat, wet with salt water.",
      "The tide table for 15 February, showing low water at 12:50 a.m.",
      "A torn strip of oilskin caught on the dock ladder, matching no pilot's coat.",
    ],
    culprit: "Margaret Doyle",
    solution:
      "The radio log's midnight entries are in different ink because Doyle wrote them in advance, freeing her to leave. A full lantern shows MacLeod went aboard the pilot boat only minutes before he died, not hours. The oilskin strip comes from the radio room's spare storm coat, which Doyle wore to the dock. She met MacLeod at the gangway at low water, when the drop into the dock was deepest, and pushed him.",
  },
};

/** Deliberately full of characters WinAnsi cannot encode. */
export const unicodeStory: SeedStory = {
  ...harbourStory,
  slug: "the-silk-lantern-of-hoi-an",
  title: "The Silk Lantern of Hội An",
  city: "Hội An",
  region: StoryRegion.ASIA,
  type: StoryType.THEFT,
  context: StoryContext.HIGH_TECH,
  longDescription: "Trần Thị Ngọc Ánh sold lanterns on Nguyễn Thái Học street.\n\nŁukasz Wójcik, a collector from Łódź, wanted the one that was not for sale. Ő, ű, ł, ễ — all must survive.",
  art: { motif: "jungle", accent: "#e6b422" },
  kit: {
    ...harbourStory.kit,
    victim: "Trần Thị Ngọc Ánh, lantern maker",
    suspects: [
      { ...harbourStory.kit.suspects[0], name: "Łukasz Wójcik", role: "Collector from Łódź" },
      { ...harbourStory.kit.suspects[1], name: "Nguyễn Văn Đức", role: "Night guard — “trusted”" },
      { ...harbourStory.kit.suspects[2], name: "Zsófia Kővári", role: "Tour guide ✈ 🏮" },
    ],
    culprit: "Łukasz Wójcik",
  },
};

export function storyWithArt(slug: string, motif: ArtMotif, accent: string): SeedStory {
  return { ...harbourStory, slug, title: `The ${motif} case`, art: { motif, accent } };
}
