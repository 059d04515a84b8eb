// The email module's public surface: other modules send mail through sendEmail, never its queries.
export {
  emailDeps,
  sendEmail,
  type EmailDelivery,
  type EmailDeps,
  type OutgoingEmail,
} from './email.service.ts';
export { escapeHtml, formatEmailDate } from './email-text.ts';
