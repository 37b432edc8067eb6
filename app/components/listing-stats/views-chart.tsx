import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { type DayViews, viewsChartLabel } from "#app/modules/listing-stats/listing-statistics.ts";

const barWidth = 8;
const barGap = 2;
const chartHeight = 48;

/**
 * A listing's views per day as bars, drawn on the server (docs/product/seller-statistics.md, On the
 * dashboard): one image for screen readers, named by its summary; the figures are in the table beside it.
 */
export function ViewsChart({ days }: { days: readonly DayViews[] }) {
  const translator = useTranslator();
  const busiest = Math.max(1, ...days.map((day) => day.views));
  const width = days.length * (barWidth + barGap) - barGap;
  return (
    <svg
      role="img"
      aria-label={viewsChartLabel(days, translator)}
      viewBox={`0 0 ${width} ${chartHeight + 1}`}
      preserveAspectRatio="none"
      className="h-16 w-full text-pine-600"
    >
      {days.map(({ day, views }, index) => {
        // A day with a view always shows a sliver, however busy the busiest day.
        const height = views === 0 ? 0 : Math.max(2, Math.round((views / busiest) * chartHeight));
        return (
          <rect
            key={day}
            x={index * (barWidth + barGap)}
            y={chartHeight - height}
            width={barWidth}
            height={height}
            rx={1}
            fill="currentColor"
          />
        );
      })}
      <line
        x1={0}
        x2={width}
        y1={chartHeight + 0.5}
        y2={chartHeight + 0.5}
        stroke="currentColor"
        strokeWidth={1}
        opacity={0.4}
      />
    </svg>
  );
}
