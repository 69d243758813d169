import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export type StoredFileKind = "covers" | "small-covers" | "thumbnails" | "kits" | "case-files" | "custom-cases" | "outbox";

const FOLDERS: Record<StoredFileKind, string> = {
  covers: "images/stories/covers",
  "small-covers": "images/stories/small-covers",
  thumbnails: "images/stories/thumbnails",
  kits: "kits",
  "case-files": "case-files",
  "custom-cases": "custom-cases",
  outbox: "outbox",
};

/** The shop's files on local disk under the data directory. */
export class FileStore {
  constructor(private readonly root: string) {}

  get storyImagesDir(): string {
    return path.join(this.root, "images/stories");
  }

  folderOf(kind: StoredFileKind): string {
    return path.join(this.root, FOLDERS[kind]);
  }

  pathOf(kind: StoredFileKind, file: string): string {
    return path.join(this.root, FOLDERS[kind], file);
  }

  /**
   * Names the file after its content, so a changed image gets a new URL and the old one
   * can be cached forever by browsers and CDNs.
   */
  async writeContentAddressed(kind: StoredFileKind, baseName: string, extension: string, content: Uint8Array): Promise<string> {
    const hash = createHash("sha256").update(content).digest("hex").slice(0, 12);
    const file = `${baseName}-${hash}.${extension}`;
    await this.write(kind, file, content);
    return file;
  }

  async read(kind: StoredFileKind, file: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(kind, file));
  }

  async exists(kind: StoredFileKind, file: string): Promise<boolean> {
    return fs.access(this.pathOf(kind, file)).then(
      () => true,
      () => false,
    );
  }

  /** Removes a file that nothing points to any more; one already gone is fine. */
  async remove(kind: StoredFileKind, file: string): Promise<void> {
    await fs.rm(this.pathOf(kind, file), { force: true });
  }

  async write(kind: StoredFileKind, file: string, content: Uint8Array): Promise<void> {
    const target = this.pathOf(kind, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename so a crash never leaves a half-written file under the final name.
    // A name of its own per write, so two writers of the same file never rename each other's half.
    const partial = `${target}.${randomBytes(6).toString("hex")}.partial`;
    await fs.writeFile(partial, content);
    await fs.rename(partial, target);
  }
}
