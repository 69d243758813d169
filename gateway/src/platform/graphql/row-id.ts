/** The largest id an `int` column holds (MySQL's signed INT). */
const MAX_ROW_ID = 2_147_483_647;

/**
 * A row's id as clients send it (a GraphQL `ID`, a URL segment), or null when it is not one written plainly: `Number()`
 * would also read "0x1f", "1e3", "+7" or " 7" as an id, and must not lead anyone to another row than the one named.
 */
export function rowIdOf(text: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}
