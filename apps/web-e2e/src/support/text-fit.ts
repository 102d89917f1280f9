// How rendered text fits its box, measured in the browser: each word's line boxes through a Range over
// its text node. A word whose pieces sit on two lines was broken inside (by `word-break: break-all`,
// `overflow-wrap: anywhere`, or hyphenation); a word wider than its box must be cut visibly (overflow
// hidden + ellipsis) rather than spill out. Any screen's test can call `textFit` on its own selector.
import type { Page } from 'playwright-core';

export interface TextFitProblem {
  /** The element's whole text, e.g. "Sharpshooter Squad". */
  text: string;
  /** The word at fault, e.g. "Sharpshooter". */
  word: string;
  kind: 'split' | 'overflows';
  /** For a split word: its pieces as laid out on each line (from the rects' widths), tops in px. */
  lines: number[];
}

export interface TextFitReport {
  elements: number;
  words: number;
  /** Words wider than their element, shown cut with an ellipsis (allowed: the deliberate rule). */
  ellipsized: string[];
  problems: TextFitProblem[];
}

/**
 * Measures every word in the elements matching `selector`. Words are runs between white space, and a
 * hyphen written in the text ends a word ("X-Wing" may wrap after its "-", as typed). A break that
 * `hyphens: auto` inserts at a syllable is NOT allowed: it counts as a split (card names are proper
 * nouns and set `hyphens: manual`; prose elsewhere may hyphenate, but is not what this measures).
 */
export async function textFit(page: Page, selector: string): Promise<TextFitReport> {
  return page.evaluate((sel) => {
    const report: TextFitReport = { elements: 0, words: 0, ellipsized: [], problems: [] };
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      if (element.getClientRects().length === 0) continue; // not rendered
      report.elements += 1;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible';
      const ellipsis = clips && style.textOverflow === 'ellipsis';
      const text = (element.textContent ?? '').trim();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const content = node.textContent ?? '';
        for (const match of content.matchAll(/[^\s\-\u2010]+[-\u2010]?/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0.5 && r.height > 0.5);
          if (rects.length === 0) continue;
          report.words += 1;
          // Rects on one line share their vertical middle; a break inside the word starts a new line.
          const lines: number[] = [];
          for (const rect of rects) {
            const middle = rect.top + rect.height / 2;
            if (!lines.some((top) => Math.abs(top - middle) < rect.height / 2)) lines.push(middle);
          }
          if (lines.length > 1) {
            report.problems.push({ text, word: match[0], kind: 'split', lines: lines.map(Math.round) });
            continue;
          }
          const right = Math.max(...rects.map((r) => r.right));
          if (right > box.right + 1) {
            if (ellipsis) report.ellipsized.push(match[0]);
            else report.problems.push({ text, word: match[0], kind: 'overflows', lines: [] });
          }
        }
      }
    }
    return report;
  }, selector);
}

/** One line per problem, for a failing expectation's message. */
export function describeProblems(problems: readonly TextFitProblem[]): string[] {
  return problems.map((p) =>
    p.kind === 'split'
      ? `"${p.word}" split over ${p.lines.length} lines in "${p.text}"`
      : `"${p.word}" overflows its box in "${p.text}"`,
  );
}
