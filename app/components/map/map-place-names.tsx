import type { PlaceName } from "#app/modules/map/place-names.server.ts";

/**
 * State, province and city names on the offline basemap (docs/product/map.md, Basemap), chosen by the
 * server so that none overlaps another. Hidden from screen readers: the pins' names say where each
 * listing is. The phone draws its names twice as large, and only those chosen for its size.
 */
export function MapPlaceNames({ names }: { names: readonly PlaceName[] }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a group of text and dots, nothing in it is focusable
    <g aria-hidden="true" className="pointer-events-none select-none">
      {names.map((name) => (
        <g
          key={`${name.kind}:${name.name}:${name.left}`}
          transform={`translate(${name.left} ${name.top})`}
          className={name.isOnPhone ? undefined : "max-sm:hidden"}
        >
          <g className="max-sm:scale-200">
            {name.kind === "region" ? (
              <text
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={12}
                letterSpacing={1.6}
                className="fill-[#6f6752] font-semibold"
                stroke="#f7f4ea"
                strokeWidth={3}
                paintOrder="stroke"
                strokeLinejoin="round"
              >
                {name.name.toUpperCase()}
              </text>
            ) : (
              <>
                <circle r={2.75} className="fill-ink-muted" stroke="#f7f4ea" strokeWidth={1.5} />
                <text
                  x={name.side === "left" ? -7 : 7}
                  textAnchor={name.side === "left" ? "end" : "start"}
                  dominantBaseline="central"
                  fontSize={13}
                  className="fill-ink font-medium"
                  stroke="#f7f4ea"
                  strokeWidth={3}
                  paintOrder="stroke"
                  strokeLinejoin="round"
                >
                  {name.name}
                </text>
              </>
            )}
          </g>
        </g>
      ))}
    </g>
  );
}
