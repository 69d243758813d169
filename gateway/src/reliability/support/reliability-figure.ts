/** Prints one figure of the catalogue on its own line, in the form the release notes copy. */
export function printFigure(figure: string): void {
  console.log(`reliability: ${figure}`);
}
