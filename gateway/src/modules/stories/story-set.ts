/** A set of stories by their ordinal in the catalogue's index, one bit each: 12.5 kB for 100,000 stories. */
export class StorySet {
  private constructor(
    readonly size: number,
    private readonly words: Uint32Array,
  ) {}

  static empty(size: number): StorySet {
    return new StorySet(size, new Uint32Array(Math.ceil(size / 32)));
  }

  static all(size: number): StorySet {
    const set = StorySet.empty(size);
    set.words.fill(0xffffffff);
    const spare = set.words.length * 32 - size;
    if (spare > 0) set.words[set.words.length - 1] = 0xffffffff >>> spare;
    return set;
  }

  copy(): StorySet {
    return new StorySet(this.size, this.words.slice());
  }

  add(ordinal: number): void {
    const word = ordinal >>> 5;
    this.words[word] = (this.words[word] ?? 0) | (1 << (ordinal & 31));
  }

  delete(ordinal: number): void {
    const word = ordinal >>> 5;
    this.words[word] = (this.words[word] ?? 0) & ~(1 << (ordinal & 31));
  }

  has(ordinal: number): boolean {
    return (((this.words[ordinal >>> 5] ?? 0) >>> (ordinal & 31)) & 1) === 1;
  }

  /** Keeps only the stories also in `other`. */
  keep(other: StorySet): void {
    for (let word = 0; word < this.words.length; word += 1) this.words[word] = (this.words[word] ?? 0) & (other.words[word] ?? 0);
  }

  /** Drops the stories in `other`. */
  drop(other: StorySet): void {
    for (let word = 0; word < this.words.length; word += 1) this.words[word] = (this.words[word] ?? 0) & ~(other.words[word] ?? 0);
  }

  count(): number {
    let total = 0;
    for (const word of this.words) {
      // The bits of a 32-bit word counted in parallel, two, four, then eight at a time.
      let bits = word - ((word >>> 1) & 0x55555555);
      bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
      total += (Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
    }
    return total;
  }

  /** The stories in the set, by ordinal, in ascending order. */
  members(): Int32Array {
    const members = new Int32Array(this.count());
    let found = 0;
    for (let word = 0; word < this.words.length; word += 1) {
      let bits = this.words[word] ?? 0;
      while (bits !== 0) {
        const lowest = bits & -bits;
        members[found] = word * 32 + 31 - Math.clz32(lowest);
        found += 1;
        bits ^= lowest;
      }
    }
    return members;
  }
}
