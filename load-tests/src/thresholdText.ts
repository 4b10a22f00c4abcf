// k6 threshold expressions as a reader reads targets: 'p(95)<=20' → 'p95 ≤ 20 ms', 'rate<0.001' → '< 0.1 %'.
const OPERATORS: Record<string, string> = { '<=': '≤', '>=': '≥', '<': '<', '>': '>', '==': '=', '===': '=' };
const EXPRESSION = /^\s*(\w+(?:\(\d+(?:\.\d+)?\))?)\s*(<=|>=|===|==|<|>)\s*([\d.]+)\s*$/;

export function describeThreshold(expression: string): string {
  const match = EXPRESSION.exec(expression);
  if (!match) return expression;
  const [, aggregate, operator, value] = match as unknown as [string, string, string, string];
  const symbol = OPERATORS[operator] ?? operator;
  if (aggregate === 'rate') return `${symbol} ${Number((Number(value) * 100).toPrecision(6))} %`;
  const percentile = /^p\((\d+(?:\.\d+)?)\)$/.exec(aggregate)?.[1];
  const label = percentile ? `p${percentile}` : aggregate;
  return `${label} ${symbol} ${value} ms`;
}
