import type { FeatureModule, Platform } from '../../app-context.ts';
import { createSmtpMailer, type Mailer } from '../../platform/mail/index.ts';
import { sendEmailJob } from './email.jobs.ts';
import { emailRoutes } from './email.routes.ts';
import { emailDeps } from './email.service.ts';

export function emailModule(platform: Platform): FeatureModule {
  const { smtpUrl, from } = platform.config.email;
  // Made on first use: an API process that never sends (a separate worker does) opens no SMTP connection.
  let mailer: Mailer | null = null;
  const getMailer = () => (mailer ??= smtpUrl ? createSmtpMailer({ url: smtpUrl, from }) : null);
  return {
    name: 'email',
    routes: emailRoutes(platform, emailDeps(platform)),
    jobs: [
      sendEmailJob({
        db: platform.database.db,
        mailer: getMailer,
        retryDelaySeconds: platform.config.email.retryDelaySeconds,
      }),
    ],
  };
}
