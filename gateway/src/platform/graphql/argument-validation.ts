import { type ValidationError, type ValidatorOptions, validateOrReject } from "class-validator";
import { LRUCache } from "lru-cache";
import { ArgumentValidationError, type ValidatorFn } from "type-graphql";

/** type-graphql's own settings for class-validator, with the shop's `forbidUnknownValues: false`. */
const VALIDATOR_OPTIONS: ValidatorOptions = { skipMissingProperties: true, forbidUnknownValues: false };
const MAX_REMEMBERED = 1_000;
/** Characters of remembered arguments, all types together; a request is at most 16 KB. */
const MAX_REMEMBERED_CHARACTERS = 1_000_000;

function isValidated(value: unknown): value is object {
  return value !== null && typeof value === "object";
}

/**
 * Validates resolver arguments with their class-validator decorators as type-graphql's `validate` does, the same
 * refusal included, but remembers the arguments that passed: a catalogue's visitors send the same filters, pages and
 * searches again and again. The shop's decorators judge strings, numbers, booleans and lists, which the arguments'
 * JSON holds whole (a decorator on a date or a set would need the value itself: it must not be remembered by JSON).
 */
export function rememberingArgumentValidator(): ValidatorFn {
  const passed = new LRUCache<string, true>({ max: MAX_REMEMBERED, maxSize: MAX_REMEMBERED_CHARACTERS, sizeCalculation: (_passed, key) => key.length });
  const typeIds = new WeakMap<object, number>();
  let typesSeen = 0;
  const typeIdOf = (argType: unknown): number | undefined => {
    if (typeof argType !== "function") return undefined;
    const known = typeIds.get(argType);
    if (known !== undefined) return known;
    typesSeen += 1;
    typeIds.set(argType, typesSeen);
    return typesSeen;
  };
  return async (argValue: unknown, argType) => {
    if (!isValidated(argValue)) return;
    const typeId = typeIdOf(argType);
    const key = typeId === undefined ? undefined : `${typeId}\n${JSON.stringify(argValue)}`;
    if (key !== undefined && passed.get(key)) return;
    try {
      if (Array.isArray(argValue)) await Promise.all(argValue.filter(isValidated).map((item) => validateOrReject(item, VALIDATOR_OPTIONS)));
      else await validateOrReject(argValue, VALIDATOR_OPTIONS);
    } catch (errors) {
      throw new ArgumentValidationError(errors as ValidationError[]);
    }
    if (key !== undefined) passed.set(key, true);
  };
}
