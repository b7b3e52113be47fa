/**
 * Outgoing mail: SMTP through nodemailer when SMTP_URL is set; otherwise each message is written
 * as an .eml file under DATA_DIR/mail (its owner's alone: the links in it open accounts), and in
 * development its link is logged too, so a local user can follow it. A production log never
 * holds a link: logs travel further than the data directory.
 * Sending happens after the request's transaction; `idle()` waits for what is in flight.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { uuidv7 } from '../db/ids';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../storage/private-files';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about (logged in file mode when `logLinks`). */
  link?: string;
  replyTo?: string;
  /** Files sent with the message (an invoice's PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
};

export type Mailer = {
  /** Queues a message; never throws (failures are logged). */
  send(message: MailMessage): void;
  idle(): Promise<void>;
  mode: 'smtp' | 'file';
};

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Log each written message's link: development only, never in production. */
  logLinks: boolean;
}): Mailer {
  const inFlight = new Set<Promise<void>>();
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const files = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const mailDir = join(options.dataDir, 'mail');

  async function deliver(message: MailMessage): Promise<void> {
    const envelope = {
      from: options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
      attachments: message.attachments,
    };
    if (smtp) {
      await smtp.sendMail(envelope);
      options.log.info({ mail_to: message.to, subject: message.subject }, 'mail sent by SMTP');
      return;
    }
    const info = await files.sendMail(envelope);
    mkdirSync(mailDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const file = join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${uuidv7()}.eml`);
    writeFileSync(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    const link = options.logLinks && message.link ? { mail_link: message.link } : {};
    options.log.info(
      { mail_to: message.to, subject: message.subject, file, ...link },
      'mail written to file',
    );
  }

  return {
    mode: smtp ? 'smtp' : 'file',
    send(message) {
      const task = deliver(message)
        .catch((error: unknown) =>
          options.log.error({ err: error, mail_to: message.to }, 'mail delivery failed'),
        )
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
