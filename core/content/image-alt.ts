/** Business spec §5 "Other": the image alt text of the textarea is cut to 48 characters. */
export const TEXTAREA_IMAGE_ALT_LENGTH = 48;

/**
 * The alt text of an image attached to a form's text (the photos of a damage description): the
 * text, on one line, cut to 48 characters (whole characters, never half an emoji); the fallback
 * (the file's name) while the text is empty.
 */
export const textareaImageAlt = (text: string, fallback: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line === '') return fallback;
  return [...line].slice(0, TEXTAREA_IMAGE_ALT_LENGTH).join('').trimEnd();
};
