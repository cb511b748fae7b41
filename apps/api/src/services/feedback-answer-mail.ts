// The mail a guest gets when staff answer their widget feedback (a guest has no notification centre).
// Written in the language the guest used when they sent the feedback (nsat_feedback.language).
import type { Mail } from './mailer.ts';
import type { Lang } from './notification-messages.ts';

interface Wording {
  subject: string;
  hello: string;
  /** `{tenant}`: the tenant's name. */
  thanks: string;
  /** Introduces the quote of what they wrote. */
  youWrote: string;
  answer: string;
  noReply: string;
}

export const ANSWER_MAIL: Record<Lang, Wording> = {
  en: {
    subject: 'Our team answered your feedback',
    hello: 'Hello,',
    thanks: 'Thank you for your feedback on {tenant}.',
    youWrote: 'You wrote:',
    answer: 'Our answer:',
    noReply:
      'This mail was sent automatically; replies to it are not read. You can write to us again with the Feedback button on the site.',
  },
  fr: {
    subject: 'Notre équipe a répondu à votre avis',
    hello: 'Bonjour,',
    thanks: 'Merci pour votre avis sur {tenant}.',
    youWrote: 'Vous avez écrit :',
    answer: 'Notre réponse :',
    noReply:
      'Ce message a été envoyé automatiquement ; les réponses ne sont pas lues. Vous pouvez nous écrire à nouveau avec le bouton « Votre avis » du site.',
  },
  esp: {
    subject: 'Nuestro equipo respondió a sus comentarios',
    hello: 'Hola:',
    thanks: 'Gracias por sus comentarios sobre {tenant}.',
    youWrote: 'Usted escribió:',
    answer: 'Nuestra respuesta:',
    noReply: 'Este correo se envió automáticamente; las respuestas no se leen. Puede escribirnos de nuevo con el botón Opinión del sitio.',
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Paragraphs of plain text as HTML, line breaks kept, everything escaped. */
function paragraph(text: string): string {
  return `<p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;
}

export function answerMail(input: { to: string; lang: Lang; tenantName: string; sent: string; answer: string }): Mail {
  const w = ANSWER_MAIL[input.lang];
  const thanks = w.thanks.replace('{tenant}', input.tenantName);
  const quoted = input.sent.trim();
  const textParts = [w.hello, thanks, ...(quoted ? [`${w.youWrote}\n${quoted}`] : []), `${w.answer}\n${input.answer}`, w.noReply];
  const htmlParts = [
    paragraph(w.hello),
    paragraph(thanks),
    ...(quoted ? [`${paragraph(w.youWrote)}<blockquote>${paragraph(quoted)}</blockquote>`] : []),
    `${paragraph(w.answer)}${paragraph(input.answer)}`,
    paragraph(w.noReply),
  ];
  return {
    to: input.to,
    subject: `${w.subject} (${input.tenantName})`,
    text: `${textParts.join('\n\n')}\n`,
    html: htmlParts.join(''),
    links: [],
  };
}
