/**
 * The live canvas. Bars come from the precomputed waveform; each frame only moves their heights
 * with a sine, so a 10,000-character text draws as cheaply as a short one. Frames are drawn with
 * requestAnimationFrame but at most every FRAME_INTERVAL_MS (spec §9: 50–100 ms); drawing pauses
 * off screen and in hidden tabs, and a single still frame is drawn under prefers-reduced-motion.
 */
import { useEffect, useRef } from 'react';
import type { VisualData } from './visual-data';

export const FRAME_INTERVAL_MS = 66;
const BAR_GAP = 2;
const BAR_WIDTH = 3;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function AnimatedCanvas({ data, label }: { data: VisualData; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let width = 0;
    let height = 0;
    let bars: { amplitude: number; colour: string }[] = [];
    let frame = 0;
    let last = 0;
    let visible = true;

    const layout = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      // Sample the waveform to the bars that fit, once per size.
      const count = Math.max(1, Math.floor(width / (BAR_WIDTH + BAR_GAP)));
      const n = data.amplitudes.length;
      bars = Array.from({ length: Math.min(count, n) }, (_, i) => {
        const index = Math.min(n - 1, Math.round((i / Math.max(1, Math.min(count, n) - 1)) * (n - 1)));
        return { amplitude: data.amplitudes[index] ?? 0, colour: data.colours[index] ?? '#888' };
      });
    };

    const draw = (time: number) => {
      context.clearRect(0, 0, width, height);
      const middle = height / 2;
      const step = width / Math.max(1, bars.length);
      const seconds = time / 1000;
      for (let i = 0; i < bars.length; i++) {
        const bar = bars[i]!;
        const swing = 0.6 + 0.4 * Math.sin(seconds * 1.8 + i * 0.21);
        const half = Math.max(1.5, bar.amplitude * swing * middle * 0.9);
        context.fillStyle = bar.colour;
        context.globalAlpha = 0.35 + bar.amplitude * 0.65;
        context.fillRect(i * step, middle - half, Math.max(1, step - BAR_GAP), half * 2);
      }
      context.globalAlpha = 1;
    };

    const loop = (time: number) => {
      frame = requestAnimationFrame(loop);
      if (!visible || document.hidden || time - last < FRAME_INTERVAL_MS) return;
      last = time;
      draw(time);
    };

    layout();
    draw(0);
    const resize = new ResizeObserver(() => {
      layout();
      draw(performance.now());
    });
    resize.observe(canvas);
    const intersection = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? true;
    });
    intersection.observe(canvas);
    if (!prefersReducedMotion()) frame = requestAnimationFrame(loop);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      intersection.disconnect();
    };
  }, [data]);

  return <canvas ref={canvasRef} role="img" aria-label={label} className="h-40 w-full sm:h-48" />;
}
