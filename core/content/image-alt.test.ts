import { describe, expect, it } from 'vitest';
import { TEXTAREA_IMAGE_ALT_LENGTH, textareaImageAlt } from './image-alt.ts';

describe('the alt text of an image attached to a text', () => {
  it('is the text cut to 48 characters', () => {
    const text = 'Kratzer an der hinteren Stoßstange links, etwa zehn Zentimeter lang';
    expect(textareaImageAlt(text, 'foto.jpg')).toBe('Kratzer an der hinteren Stoßstange links, etwa z');
    expect(textareaImageAlt(text, 'foto.jpg')).toHaveLength(TEXTAREA_IMAGE_ALT_LENGTH);
  });

  it('keeps a short text whole, on one line', () => {
    expect(textareaImageAlt('  Delle\nin der Tür ', 'foto.jpg')).toBe('Delle in der Tür');
  });

  it('cuts whole characters only', () => {
    expect([...textareaImageAlt('🚗'.repeat(60), 'foto.jpg')]).toHaveLength(48);
  });

  it('names the file while there is no text', () => {
    expect(textareaImageAlt('   ', 'foto.jpg')).toBe('foto.jpg');
  });
});
