import { z } from "zod";
import { type BusinessError, invalidArgument, type Result } from "../errors/business-error";

/** REST query parameters, each named in its own message so a client knows which one to fix. */

export type ParamsResult<T> = Result<T, BusinessError<"INVALID_ARGUMENT">>;

export function integerParam(name: string, min: number, max: number) {
  return z
    .string()
    .regex(/^\d+$/, `${name} must be an integer between ${min} and ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be an integer between ${min} and ${max}`);
}

export function booleanParam(name: string) {
  return z.enum(["true", "false", "1", "0"], { error: `${name} must be true or false` }).transform((value) => value === "true" || value === "1");
}

export function oneOfParam<T extends string>(name: string, values: readonly T[]) {
  return z.enum(values as [T, ...T[]], { error: `${name} must be one of: ${values.join(", ")}` });
}

/** Empty values (`type=`) mean "not given", as the storefront sends them; repeated parameters are refused. */
function singleValues(query: Record<string, unknown>): ParamsResult<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== "string") return invalidArgument(key, `${key} must be given once`);
    if (value !== "") values[key] = value;
  }
  return { ok: true, value: values };
}

/** The query parsed by the schema, or INVALID_ARGUMENT naming the first parameter at fault. */
export function parseQuery<Schema extends z.ZodType>(schema: Schema, query: Record<string, unknown>): ParamsResult<z.output<Schema>> {
  const single = singleValues(query);
  if (!single.ok) return single;
  const parsed = schema.safeParse(single.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return invalidArgument(String(issue?.path[0] ?? "query"), issue?.message ?? "invalid query");
  }
  return { ok: true, value: parsed.data };
}
