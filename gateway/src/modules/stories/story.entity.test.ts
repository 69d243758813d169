import { getMetadataArgsStorage } from "typeorm";
import { describe, expect, it } from "vitest";
import { Story } from "./story.entity";

describe("Story", () => {
  it("sets every column's property, and only those, as it is constructed", () => {
    const columns = getMetadataArgsStorage()
      .columns.filter((column) => column.target === Story)
      .map((column) => column.propertyName);
    expect(Object.keys(new Story()).toSorted()).toEqual(columns.toSorted());
    expect(Object.values(new Story()).every((value) => value === undefined)).toBe(true);
  });
});
