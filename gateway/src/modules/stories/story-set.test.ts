import { describe, expect, it } from "vitest";
import { StorySet } from "./story-set";

describe("a set of stories", () => {
  it.each([1, 31, 32, 33, 100, 1_000])("holds exactly the stories of a catalogue of %i, none past its end", (size) => {
    const all = StorySet.all(size);
    expect(all.count()).toBe(size);
    expect(all.has(size - 1)).toBe(true);
    expect(all.has(size)).toBe(false);
    const odd = StorySet.empty(size);
    for (let ordinal = 1; ordinal < size; ordinal += 2) odd.add(ordinal);
    const even = all.copy();
    even.drop(odd);
    expect(even.count()).toBe(Math.ceil(size / 2));
    expect(all.count()).toBe(size);
    even.keep(odd);
    expect(even.count()).toBe(0);
  });

  it("adds, deletes and counts the highest bit of a word", () => {
    const set = StorySet.empty(64);
    set.add(31);
    set.add(63);
    set.add(0);
    expect(set.count()).toBe(3);
    set.delete(31);
    expect([set.has(0), set.has(31), set.has(63)]).toEqual([true, false, true]);
    expect(set.count()).toBe(2);
  });

  it.each([1, 32, 33, 1_000])("lists its members in ascending order, the highest bit of a word included, in a catalogue of %i", (size) => {
    expect([...StorySet.all(size).members()]).toEqual(Array.from({ length: size }, (_unused, ordinal) => ordinal));
    const some = StorySet.empty(size);
    const chosen = [0, 31, 32, 63, 64, 999].filter((ordinal) => ordinal < size);
    for (const ordinal of [...chosen].reverse()) some.add(ordinal);
    expect([...some.members()]).toEqual(chosen);
    expect([...StorySet.empty(size).members()]).toEqual([]);
  });
});
