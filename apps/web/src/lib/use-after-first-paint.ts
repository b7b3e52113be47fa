/**
 * True once the browser has painted what the component first rendered: a frame is requested,
 * and the task queued from inside it runs after that frame's paint. A piece that is not needed to
 * read the page (the dashboard's chart and its library) starts loading only then, so the page's
 * figures are on screen before its download and parsing begin.
 */
import { useEffect, useState } from 'react';

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
