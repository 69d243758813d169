import { prefixUpperBound } from "./story-filters";
import { StorySet } from "./story-set";

/** Search words whose stories are kept as sets, most recently used first: visitors type the same beginnings. */
const WORD_SETS_KEPT = 256;

/**
 * Code-point order, which is the order SQLite compares the words in, and the order their ranges are cut in. UTF-16
 * order differs from it only where a word holds a character beyond the Basic Multilingual Plane. MariaDB compares by
 * its collation, which agrees for the words stories are found by (lower case, accents stripped, letters and digits)
 * but ranks a few letters beyond Latin, such as "ł", differently: the index finds exactly the words that begin with
 * what was typed, where MariaDB's range may take in neighbouring letters.
 */
function compareCodePoints(left: string, right: string): number {
  const shared = Math.min(left.length, right.length);
  for (let index = 0; index < shared; index += 1) {
    if (left.charCodeAt(index) !== right.charCodeAt(index)) return (left.codePointAt(index) ?? 0) - (right.codePointAt(index) ?? 0);
  }
  return left.length - right.length;
}

/** The first index whose word is not before `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareCodePoints(sorted[middle] ?? "", word) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The catalogue's search words, sorted, each with the ordinals of its stories packed in one array: every word with a
 * given beginning is one range of it, as in the words' primary key.
 */
export class StoryWords {
  private readonly words: string[];
  /** Where each word's stories start in `postings`, and where the last one's end. */
  private readonly starts: Int32Array;
  private readonly postings: Int32Array;
  private readonly kept = new Map<string, StorySet>();

  constructor(
    terms: ReadonlyMap<string, readonly number[]>,
    private readonly size: number,
  ) {
    this.words = [...terms.keys()].sort(compareCodePoints);
    this.starts = new Int32Array(this.words.length + 1);
    let count = 0;
    this.words.forEach((word, index) => {
      this.starts[index] = count;
      count += terms.get(word)?.length ?? 0;
    });
    this.starts[this.words.length] = count;
    this.postings = new Int32Array(count);
    this.words.forEach((word, index) => this.postings.set(terms.get(word) ?? [], this.starts[index] ?? 0));
  }

  /** The stories with a word that begins with `beginning`. */
  storiesWithWordBeginning(beginning: string): StorySet {
    const kept = this.kept.get(beginning);
    if (kept) {
      this.kept.delete(beginning);
      this.kept.set(beginning, kept);
      return kept;
    }
    const stories = StorySet.empty(this.size);
    const from = this.starts[lowerBound(this.words, beginning)] ?? 0;
    const to = this.starts[lowerBound(this.words, prefixUpperBound(beginning))] ?? 0;
    for (let posting = from; posting < to; posting += 1) stories.add(this.postings[posting] ?? 0);
    this.kept.set(beginning, stories);
    const eldest = this.kept.keys().next();
    if (this.kept.size > WORD_SETS_KEPT && !eldest.done) this.kept.delete(eldest.value);
    return stories;
  }
}
