import { IsOptional, Max, MaxLength, Min, ValidateNested } from "class-validator";
import { ArgumentValidationError } from "type-graphql";
import { describe, expect, it } from "vitest";
import { rememberingArgumentValidator } from "./argument-validation";

class Filter {
  @IsOptional()
  @MaxLength(5)
  search?: string;
}

class PageArgs {
  @Min(1)
  @Max(100)
  limit!: number;

  @IsOptional()
  @ValidateNested()
  filter?: Filter;
}

function pageArgs(limit: number, search?: string): PageArgs {
  return Object.assign(new PageArgs(), { limit, filter: search === undefined ? undefined : Object.assign(new Filter(), { search }) });
}

const noResolverData = {} as Parameters<ReturnType<typeof rememberingArgumentValidator>>[2];

async function refusal(validate: ReturnType<typeof rememberingArgumentValidator>, value: unknown, type: unknown = PageArgs): Promise<unknown> {
  try {
    await validate(value, type as typeof PageArgs, noResolverData);
    return undefined;
  } catch (error) {
    return error;
  }
}

describe("rememberingArgumentValidator", () => {
  it("refuses what the decorators refuse, as type-graphql does, every time, whatever passed before", async () => {
    const validate = rememberingArgumentValidator();
    expect(await refusal(validate, pageArgs(16, "dock"))).toBeUndefined();
    expect(await refusal(validate, pageArgs(16, "dock"))).toBeUndefined();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const tooMany = await refusal(validate, pageArgs(101, "dock"));
      expect(tooMany).toBeInstanceOf(ArgumentValidationError);
      expect((tooMany as ArgumentValidationError).extensions).toMatchObject({ code: "BAD_USER_INPUT", validationErrors: [expect.objectContaining({ property: "limit" })] });
      const nestedTooLong = await refusal(validate, pageArgs(16, "dockside"));
      expect((nestedTooLong as ArgumentValidationError).extensions.validationErrors[0]).toMatchObject({ property: "filter" });
    }
  });

  it("judges each type by its own decorators, even for the same values", async () => {
    class Loose {
      limit!: number;
    }
    const validate = rememberingArgumentValidator();
    expect(await refusal(validate, Object.assign(new Loose(), { limit: 500 }), Loose)).toBeUndefined();
    expect(await refusal(validate, pageArgs(500))).toBeInstanceOf(ArgumentValidationError);
  });

  it("validates each object of a list, and leaves scalars and missing arguments alone", async () => {
    const validate = rememberingArgumentValidator();
    expect(await refusal(validate, [pageArgs(1), pageArgs(0)])).toBeInstanceOf(ArgumentValidationError);
    expect(await refusal(validate, [pageArgs(1), pageArgs(2)])).toBeUndefined();
    expect(await refusal(validate, "text", String)).toBeUndefined();
    expect(await refusal(validate, null)).toBeUndefined();
  });
});
