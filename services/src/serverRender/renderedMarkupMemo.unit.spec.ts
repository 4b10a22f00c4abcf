import { describe, expect, it } from 'vitest';
import { RenderedMarkupMemo } from './renderedMarkupMemo.ts';

function counted(markup: string | null) {
  const render = () => {
    render.calls++;
    return markup;
  };
  render.calls = 0;
  return render;
}

describe('the markup remembered between renders', () => {
  it('renders a page once while its path, configuration and answers stay the same', () => {
    const memo = new RenderedMarkupMemo(() => 0);
    const configuration = { site: 'main' };
    const render = counted('<main>Vidriera</main>');
    expect(memo.markup(configuration, '/vidriera?\n{"price":100}', render)).toBe('<main>Vidriera</main>');
    expect(memo.markup(configuration, '/vidriera?\n{"price":100}', render)).toBe('<main>Vidriera</main>');
    expect(render.calls).toBe(1);
  });

  it('renders again when an answer changed, and for another configuration', () => {
    const memo = new RenderedMarkupMemo(() => 0);
    const configuration = { site: 'main' };
    memo.markup(configuration, '/vidriera?\n{"price":100}', counted('$ 100'));
    const repriced = counted('$ 120');
    expect(memo.markup(configuration, '/vidriera?\n{"price":120}', repriced)).toBe('$ 120');
    const rebranded = counted('$ 100, otra marca');
    expect(memo.markup({ site: 'main' }, '/vidriera?\n{"price":100}', rebranded)).toBe('$ 100, otra marca');
    expect([repriced.calls, rebranded.calls]).toEqual([1, 1]);
  });

  it('renders again after a minute, so what depends on the clock follows it', () => {
    let now = 0;
    const memo = new RenderedMarkupMemo(() => now);
    const configuration = {};
    memo.markup(configuration, '/landing?\n', counted('© 2026'));
    now = 59_999;
    expect(memo.markup(configuration, '/landing?\n', counted('© 2027'))).toBe('© 2026');
    now = 60_000;
    expect(memo.markup(configuration, '/landing?\n', counted('© 2027'))).toBe('© 2027');
  });

  it('does not remember a page it could not render', () => {
    const memo = new RenderedMarkupMemo(() => 0);
    const configuration = {};
    expect(memo.markup(configuration, '/x?\n', counted(null))).toBeNull();
    const render = counted('<main/>');
    expect(memo.markup(configuration, '/x?\n', render)).toBe('<main/>');
    expect(render.calls).toBe(1);
  });
});
