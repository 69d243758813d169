import { randomBytes } from "node:crypto";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { FileStore } from "./file-store";
import { logger } from "./logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailerConfig {
  /** smtp(s)://user:pass@host:port; without it messages go to the outbox folder. */
  smtpUrl: string | null;
  from: string;
  dataDir: string;
}

/** Sends the shop's emails through SMTP, or, with no SMTP configured, writes them to data/outbox and logs where. */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outbox: FileStore | null;

  constructor(private readonly config: MailerConfig) {
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    this.outbox = config.smtpUrl ? null : new FileStore(config.dataDir);
  }

  get outboxDir(): string | null {
    return this.outbox ? path.join(this.config.dataDir, "outbox") : null;
  }

  async send(message: MailMessage): Promise<void> {
    const info: { message?: unknown } = await this.transport.sendMail({ from: this.config.from, ...message });
    if (!this.outbox || !Buffer.isBuffer(info.message)) return;
    const file = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
    await this.outbox.write("outbox", file, info.message);
    logger.info("mail.written_to_outbox", { to: message.to, subject: message.subject, file: path.join(this.outboxDir ?? "", file) });
  }
}
