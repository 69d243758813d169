/** `Object.keys` for records keyed by a string union, keeping the union type. */
export function typedKeys<Key extends string>(record: Record<Key, unknown>): Key[] {
  return Object.keys(record) as Key[];
}
