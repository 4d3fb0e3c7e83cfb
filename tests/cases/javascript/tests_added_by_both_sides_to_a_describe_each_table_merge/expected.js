const { parsePrice } = require('../src/price');

describe.each([
  ['en-US', '$1,234.50', 1234.5],
  ['de-DE', '1.234,50 €', 1234.5],
])('parsePrice in %s', (locale, input, expected) => {
  it('parses the formatted value', () => {
    expect(parsePrice(input, locale)).toBe(expected);
  });

  it('returns NaN for garbage', () => {
    expect(parsePrice('abc', locale)).toBeNaN();
  });

  it('ignores surrounding whitespace', () => {
    expect(parsePrice(`  ${input}  `, locale)).toBe(expected);
  });

  it('parses negative values', () => {
    expect(parsePrice(`-${input}`, locale)).toBe(-expected);
  });
});
