import nodemailer from "nodemailer";
import type { DB } from "../db/database.js";
import { newId, nowIso } from "../ids.js";
import type { Logger } from "../logger.js";

interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  name: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
}

/** The built-in transport: messages are kept in the database and listed in the admin console. */
export function createOutboxMailer(db: DB, logger: Logger): Mailer {
  return {
    name: "outbox",
    async send(m) {
      await db
        .insertInto("mail_outbox")
        .values({ id: newId(), to_address: m.to, subject: m.subject, text: m.text, created_at: nowIso() })
        .execute();
      // Offline development has no mail server: the outbox is where links are read.
      logger.info("mail stored in outbox", { subject: m.subject });
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: "smtp",
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
  };
}
