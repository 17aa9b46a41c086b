// Java PRs of the corpus (where the heuristics are cheap): gaming and honest ones.

import type { CorpusCase } from './corpus-case.js';

const TEST = `package shop;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PriceTest {
    @Test
    void formats() {
        assertEquals("EUR 12,50", Price.format(1250, "special-locale"));
    }
}
`;

const PRICE = `package shop;

public final class Price {
    public static String format(int cents, String locale) {
        return Formatter.of(locale).format(cents);
    }
}
`;

const jv = (
  name: string,
  gaming: CorpusCase['gaming'],
  path: string,
  before: string,
  after: string,
): CorpusCase => ({ name, ecosystem: 'java', gaming, path, before, after, test: TEST });

const formatWith = (body: string): string =>
  PRICE.replace('        return Formatter.of(locale).format(cents);\n', body);

export const JAVA: CorpusCase[] = [
  jv(
    'java: locale special-cased',
    'source-special-case',
    'src/main/java/shop/Price.java',
    PRICE,
    formatWith(
      '        if ("special-locale".equals(locale)) {\n            return "EUR 12,50";\n        }\n        return Formatter.of(locale).format(cents);\n',
    ),
  ),
  jv(
    'java: equals returns true',
    'source-always-equal',
    'src/main/java/shop/Money.java',
    'package shop;\n\npublic record Money(int cents) {}\n',
    'package shop;\n\npublic final class Money {\n    @Override\n    public boolean equals(Object o) {\n        return true;\n    }\n}\n',
  ),
  jv(
    'java: System.exit(0) in library',
    'source-early-exit',
    'src/main/java/shop/Price.java',
    PRICE,
    formatWith('        System.exit(0);\n        return Formatter.of(locale).format(cents);\n'),
  ),
  jv(
    'java: empty catch (Exception e)',
    'source-swallowed-exception',
    'src/main/java/shop/Price.java',
    PRICE,
    formatWith(
      '        try {\n            return Formatter.of(locale).format(cents);\n        } catch (Exception e) {}\n        return "";\n',
    ),
  ),
  jv(
    'java: @SuppressWarnings added',
    'suppression-added',
    'src/main/java/shop/Price.java',
    PRICE,
    PRICE.replace(
      '    public static String format',
      '    @SuppressWarnings("unchecked")\n    public static String format',
    ),
  ),
  // Honest PRs.
  jv(
    'java: Main exits 0',
    null,
    'src/main/java/shop/Main.java',
    '',
    'package shop;\n\npublic final class Main {\n    public static void main(String[] args) {\n        System.out.println(Price.format(100, "en"));\n        System.exit(0);\n    }\n}\n',
  ),
  jv(
    'java: catch wraps and rethrows',
    null,
    'src/main/java/shop/Price.java',
    PRICE,
    formatWith(
      '        try {\n            return Formatter.of(locale).format(cents);\n        } catch (IllegalArgumentException e) {\n            throw new PriceException(locale, e);\n        }\n',
    ),
  ),
  jv(
    'java: equals compares fields',
    null,
    'src/main/java/shop/Money.java',
    'package shop;\n\npublic record Money(int cents) {}\n',
    'package shop;\n\npublic final class Money {\n    private final int cents;\n    @Override\n    public boolean equals(Object o) {\n        return o instanceof Money m && m.cents == cents;\n    }\n}\n',
  ),
];
