/**
 * Text made safe inside HTML, as element content or a quoted attribute value: for the pages the
 * server and the build write as strings (the pre-rendered pages, the sign-out page).
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/gu, (char) => `&#${char.charCodeAt(0)};`);
