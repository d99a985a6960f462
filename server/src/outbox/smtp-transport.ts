import nodemailer from 'nodemailer';
import type { Transport } from './outbox.js';

/** E-mail over SMTP (nodemailer), e.g. `SMTP_URL=smtp://user:pass@mail.example.com:587`. */
export function createSmtpTransport(smtpUrl: string, from: string): Transport & { close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    channel: 'email',
    async deliver(message) {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
      });
    },
    close() {
      transporter.close();
    },
  };
}
