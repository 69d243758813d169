/** What a story file may be: the shop's own limits, checked again by the shop on upload. */
export interface StoryFileRule {
  /** Content types the shop takes, each with the file name endings that stand for it. */
  types: Readonly<Record<string, readonly string[]>>;
  maxBytes: number;
  /** Says which kinds of file to choose, e.g. "Choose a JPEG, PNG or WebP image." */
  wrongType: string;
  /** Names the file in a size message, e.g. "a cover image". */
  noun: string;
}

export const coverImageRule: StoryFileRule = {
  types: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] },
  maxBytes: 8 * 1024 * 1024,
  wrongType: 'Choose a JPEG, PNG or WebP image.',
  noun: 'a cover image',
};

export const kitFileRule: StoryFileRule = {
  types: { 'application/pdf': ['.pdf'] },
  maxBytes: 50 * 1024 * 1024,
  wrongType: 'Choose a PDF: the kit is uploaded as a PDF file.',
  noun: 'a kit PDF',
};

const megabytes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function formatMegabytes(bytes: number): string {
  return `${megabytes.format(bytes / (1024 * 1024))} MB`;
}

/** The content type to send the file with, or null when it is none the rule allows. */
export function contentTypeOf(file: File, rule: StoryFileRule): string | null {
  if (file.type in rule.types) return file.type;
  // Some systems give no type for a file they do not know; its name is then all there is to go on.
  if (file.type !== '') return null;
  const name = file.name.toLowerCase();
  return Object.keys(rule.types).find((type) => rule.types[type]?.some((ending) => name.endsWith(ending))) ?? null;
}

/** Why a file cannot be sent, or null when it may be (the shop still reads its bytes). */
export function storyFileProblem(file: File, rule: StoryFileRule, maxBytes: number = rule.maxBytes): string | null {
  if (contentTypeOf(file, rule) === null) return rule.wrongType;
  if (file.size === 0) return 'This file is empty. Choose another.';
  if (file.size > maxBytes) {
    return `This file is ${formatMegabytes(file.size)}; ${rule.noun} can be at most ${formatMegabytes(maxBytes)}.`;
  }
  return null;
}
