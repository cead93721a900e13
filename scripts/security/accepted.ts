import { readFileSync } from 'node:fs';

export interface Finding {
  tool: 'wapiti' | 'sqlmap' | 'replay';
  category: string;
  /** Where: the path (and parameter) the tool reported. */
  where: string;
  detail: string;
}

export interface Accepted {
  tool: string;
  category: string;
  /** A regular expression over `where`, a space and `detail`. */
  where: RegExp;
  reason: string;
}

/**
 * Reads the accepted findings: the rows of the markdown table in docs/security-accepted.md whose
 * first cell names a tool (`| wapiti | Category | where and detail (regex) | why |`).
 */
export function readAccepted(file: string): Accepted[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => cells.length >= 6 && /^(wapiti|sqlmap)$/.test(cells[1] ?? ''))
    .map(([, tool = '', category = '', where = '', reason = '']) => ({
      tool,
      category,
      where: new RegExp(where.replace(/^`|`$/g, '')),
      reason,
    }));
}

export const isAccepted = (finding: Finding, accepted: Accepted[]) =>
  accepted.some(
    (a) =>
      a.tool === finding.tool &&
      a.category.toLowerCase() === finding.category.toLowerCase() &&
      a.where.test(`${finding.where} ${finding.detail}`),
  );
