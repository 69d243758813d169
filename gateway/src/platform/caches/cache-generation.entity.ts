import { Column, Entity, PrimaryColumn } from "typeorm";

/** How many times a cached body of data has changed; every gateway compares it with what its caches hold. */
@Entity({ name: "cache_generations" })
export class CacheGeneration {
  @PrimaryColumn({ type: "varchar", length: 40 })
  name: string;

  @Column({ type: "int", default: 0 })
  generation: number;
}
