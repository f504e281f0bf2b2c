/** The ToneLens mark: a spectral ring (the six band colours) around a resonance wave. */
import { useId } from 'react';
import { cn } from '@/lib/utils';

export function Logo({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 64 64" className={cn('size-10', className)} aria-hidden focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f0a45c" />
          <stop offset=".3" stopColor="#c5e65c" />
          <stop offset=".5" stopColor="#5ce6b4" />
          <stop offset=".7" stopColor="#5c8ef0" />
          <stop offset="1" stopColor="#e65cc8" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="#12152a" />
      <circle cx="32" cy="32" r="19" fill="none" stroke={`url(#${id})`} strokeWidth="5" />
      <path
        d="M17.8 32.0 L18.7 30.0 L19.6 28.2 L20.6 26.8 L21.6 25.9 L22.5 25.6 L23.4 25.9 L24.4 26.8 L25.4 28.2 L26.3 30.0 L27.2 32.0 L28.2 34.0 L29.1 35.8 L30.1 37.2 L31.1 38.1 L32.0 38.4 L33.0 38.1 L33.9 37.2 L34.8 35.8 L35.8 34.0 L36.8 32.0 L37.7 30.0 L38.6 28.2 L39.6 26.8 L40.5 25.9 L41.5 25.6 L42.5 25.9 L43.4 26.8 L44.4 28.2 L45.3 30.0 L46.2 32.0"
        fill="none"
        stroke="#eef0ff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
