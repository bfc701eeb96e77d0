/** An e-mail the portal prepares for the user to send from their own mail program. */
export type PreparedMail = { readonly to: string; readonly subject: string; readonly body: string };

/** The mailto: address that opens the prepared e-mail (RFC 6068). */
export const mailtoOf = (mail: PreparedMail): string =>
  `mailto:${mail.to}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body)}`;
