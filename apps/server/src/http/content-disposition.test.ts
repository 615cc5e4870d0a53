import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.js';

describe('attachmentDisposition', () => {
  it('names an ASCII file plainly', () => {
    expect(attachmentDisposition('the_lantern_in_the_woods.pdf')).toBe(
      'attachment; filename="the_lantern_in_the_woods.pdf"',
    );
  });

  it('gives a non-ASCII name in RFC 5987 form with an ASCII fallback', () => {
    expect(attachmentDisposition("zoë's_🌟_तारा_adventure.pdf")).toBe(
      `attachment; filename="zoe's______adventure.pdf"; ` +
        `filename*=UTF-8''zo%C3%AB%27s_%F0%9F%8C%9F_%E0%A4%A4%E0%A4%BE%E0%A4%B0%E0%A4%BE_adventure.pdf`,
    );
  });

  it('lets no quote, backslash, CR, LF or path out of the name', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x=1/../d.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_b_c__Set-Cookie: x=1_.._d.pdf"; ` +
        `filename*=UTF-8''a%22b_c__Set-Cookie%3A%20x%3D1_.._d.pdf`,
    );
    const unicode = attachmentDisposition('ü"\r\n/x.pdf');
    expect(unicode).not.toMatch(/[\r\n]/);
    expect(unicode).toBe(`attachment; filename="u____x.pdf"; filename*=UTF-8''%C3%BC%22___x.pdf`);
  });
});
