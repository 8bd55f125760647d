import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { cn } from '#web/lib/cn.ts';

/** The theme's colours, read from the design tokens when a chart is built (canvas needs values). */
export interface ChartColours {
  foreground: string;
  muted: string;
  border: string;
  primary: string;
  destructive: string;
  warning: string;
  surface: string;
}

function readColours(): ChartColours {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string) => style.getPropertyValue(`--${name}`).trim();
  return {
    foreground: token('foreground'),
    muted: token('muted-foreground'),
    border: token('border'),
    primary: token('primary'),
    destructive: token('destructive'),
    warning: token('warning'),
    surface: token('surface'),
  };
}

/** A number that changes when the light/dark theme does (the user menu's choice or the device's). */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    const observer = new MutationObserver(bump);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', bump);
    return () => {
      observer.disconnect();
      media.removeEventListener('change', bump);
    };
  }, []);
  return version;
}

type UPlotModule = typeof uPlot;
let loading: Promise<UPlotModule> | null = null;

/** uPlot and its stylesheet, fetched the first time a chart is shown (never in the first bundle). */
function loadUPlot(): Promise<UPlotModule> {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([m]) => m.default);
  return loading;
}

export type ChartBuilder = (
  lib: UPlotModule,
  size: { width: number; height: number },
  colours: ChartColours,
) => { options: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData };

/**
 * A uPlot chart that fills its box's width, rebuilt when the data, the width or the theme changes.
 * The canvas is hidden from screen readers: every chart of the app comes with a table of its data.
 */
export function UPlotChart({
  build,
  height,
  className,
  testId,
}: {
  /** Memoize it: a new function rebuilds the chart. */
  build: ChartBuilder;
  height: number;
  className?: string;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [failed, setFailed] = useState(false);
  const theme = useThemeVersion();
  const { t } = useTranslation();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: theme: rebuild with the new colours
  useEffect(() => {
    const element = box.current;
    if (!element || width === 0) return;
    let plot: uPlot | null = null;
    let cancelled = false;
    loadUPlot().then(
      (lib) => {
        if (cancelled) return;
        const { options, data } = build(lib, { width, height }, readColours());
        plot = new lib({ ...options, width, height }, data, element);
      },
      (error: unknown) => {
        console.warn('The chart library did not load', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      plot?.destroy();
    };
  }, [build, width, height, theme]);

  return (
    <div
      ref={box}
      aria-hidden="true"
      data-testid={testId}
      className={cn('w-full overflow-hidden', className)}
      style={{ minHeight: height }}
    >
      {failed && <p className="py-6 text-center text-muted-foreground text-sm">{t('chartFailed')}</p>}
    </div>
  );
}
