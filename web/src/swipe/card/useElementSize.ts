import { type RefObject, useEffect, useState } from 'react';
import type { Size } from './cardGestures.ts';

/** The element's rendered size, kept current as it resizes. */
export function useElementSize(target: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return size;
}
