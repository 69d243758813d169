import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FileStore } from "../../platform/file-store";
import { SmallCovers } from "./small-covers";

const COVER = "the-salt-marsh-ledger-0123456789ab.webp";
const OTHER_COVERS = ["the-pier-nine-affair-0123456789ab.webp", "crane-nine-goes-dark-0123456789ab.webp"];

describe("small covers made on the way", () => {
  let root: string;
  let files: FileStore;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "small-covers-"));
    files = new FileStore(root);
    const cover = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#7a3b2e" } }).webp().toBuffer();
    for (const name of [COVER, ...OTHER_COVERS]) await files.write("covers", name, cover);
  });
  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it("makes and stores one small cover for all who ask for it at the same time", async () => {
    const writes = vi.spyOn(files, "write");
    const smallCovers = new SmallCovers(files);
    expect(await Promise.all(Array.from({ length: 5 }, () => smallCovers.make(COVER)))).toEqual(Array(5).fill("stored"));
    expect(writes).toHaveBeenCalledTimes(1);
    expect(await sharp(await files.read("small-covers", COVER)).metadata()).toMatchObject({ format: "webp", width: 720, height: 480 });
    expect(await smallCovers.make(COVER)).toBe("stored");
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it("makes two at a time and tells the third to come back", async () => {
    const smallCovers = new SmallCovers(files);
    const [first, second, third] = [smallCovers.make(COVER), smallCovers.make(OTHER_COVERS[0]!), smallCovers.make(OTHER_COVERS[1]!)];
    expect(await Promise.all([first, second, third])).toEqual(["stored", "stored", "busy"]);
    expect(await files.exists("small-covers", OTHER_COVERS[1]!)).toBe(false);
    expect(await smallCovers.make(OTHER_COVERS[1]!)).toBe("stored");
  });

  it("makes nothing for a cover the shop does not have, nor for a name that is not a cover's", async () => {
    const writes = vi.spyOn(files, "write");
    const smallCovers = new SmallCovers(files);
    for (const name of ["the-lost-cover-0123456789ab.webp", "../covers/x.webp", "..", "Upper-0123456789ab.webp", "cover.png", "a/b.webp", "-lead.webp", ""]) {
      expect(await smallCovers.make(name), name).toBe("no-such-cover");
    }
    expect(writes).not.toHaveBeenCalled();
  });
});
