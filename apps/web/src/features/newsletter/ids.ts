/** The footer's e-mail field, which the home page's newsletter entry leads to. */
export const NEWSLETTER_INPUT_ID = 'newsletter-email';
