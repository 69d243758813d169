import type { Adapter, AdapterPayload } from "oidc-provider" with { "resolution-mode": "import" };
import { LessThan } from "typeorm";
import type { IdentityStore } from "./identity-store";
import { OidcRecord } from "./oidc-record.entity";

/** Stores one kind of the provider's records (Session, Grant, AccessToken, …) in the identity_records table. */
export class OidcAdapter implements Adapter {
  constructor(
    private readonly store: IdentityStore,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const record = {
      model: this.model,
      id,
      payload: JSON.stringify(payload),
      grantId: payload.grantId ?? null,
      uid: payload.uid ?? null,
      userCode: payload.userCode ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      consumedAt: null,
    };
    await this.store.write((manager) => manager.upsert(OidcRecord, record, ["model", "id"]));
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere({ id });
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere({ uid });
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere({ userCode });
  }

  async consume(id: string): Promise<void> {
    await this.store.write((manager) => manager.update(OidcRecord, { model: this.model, id }, { consumedAt: new Date() }));
  }

  async destroy(id: string): Promise<void> {
    await this.store.write((manager) => manager.delete(OidcRecord, { model: this.model, id }));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.store.write((manager) => manager.delete(OidcRecord, { grantId }));
  }

  private async findWhere(where: { id?: string; uid?: string; userCode?: string }): Promise<AdapterPayload | undefined> {
    const record = await this.store.reads.findOneBy(OidcRecord, { model: this.model, ...where });
    if (!record || (record.expiresAt && record.expiresAt.getTime() <= Date.now())) return undefined;
    const payload = JSON.parse(record.payload) as AdapterPayload;
    return record.consumedAt ? { ...payload, consumed: Math.floor(record.consumedAt.getTime() / 1000) } : payload;
  }
}

/** Removes records that expired, so the table does not grow forever. */
export async function deleteExpiredRecords(store: IdentityStore): Promise<void> {
  await store.write((manager) => manager.delete(OidcRecord, { expiresAt: LessThan(new Date()) }));
}
