import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';

export interface LabelledBar {
  key: string;
  label: string;
  value: number;
  /** Fill colour; the accent colour when absent. */
  color?: string;
}

const BAR = 36;
const GAP = 10;
const PLOT = 110;
const TOP = 18;
const LABEL = 30;
const H_WIDTH = 320;
const H_LABEL = 110;
const H_ROW = 26;

/**
 * A small SVG bar chart, drawn without a chart library: a handful of bars does not need one, and
 * this stays out of the bundle, prints in black and white, and reads out as a list for screen readers.
 */
@Component({
  selector: 'app-bar-chart',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <figure class="chart">
      <figcaption>{{ caption() }}</figcaption>
      @if (total() === 0) {
        <p class="empty">{{ emptyText() }}</p>
      } @else {
        @if (horizontal()) {
          <svg
            role="img"
            [attr.viewBox]="'0 0 ' + H_WIDTH + ' ' + hHeight()"
            [attr.aria-label]="summary()"
            preserveAspectRatio="xMinYMin meet"
          >
            @for (bar of rows(); track bar.key) {
              <g>
                <text class="label start" x="0" [attr.y]="bar.y + 17">{{ bar.label }}</text>
                <rect
                  class="bar"
                  [attr.x]="H_LABEL"
                  [attr.y]="bar.y + 4"
                  [attr.width]="bar.w"
                  height="18"
                  [attr.fill]="bar.color ?? 'var(--accent)'"
                  rx="3"
                />
                <text class="value start" [attr.x]="H_LABEL + bar.w + 6" [attr.y]="bar.y + 17">{{ bar.value }}</text>
              </g>
            }
          </svg>
        } @else {
          <svg
            role="img"
            [attr.viewBox]="'0 0 ' + width() + ' ' + height"
            [attr.aria-label]="summary()"
            preserveAspectRatio="xMinYMin meet"
          >
            <line class="axis" x1="0" [attr.x2]="width()" [attr.y1]="TOP + PLOT" [attr.y2]="TOP + PLOT" />
            @for (bar of geometry(); track bar.key) {
              <g>
                <rect
                  class="bar"
                  [attr.x]="bar.x"
                  [attr.y]="bar.y"
                  [attr.width]="BAR"
                  [attr.height]="bar.h"
                  [attr.fill]="bar.color ?? 'var(--accent)'"
                  rx="3"
                />
                <text class="value" [attr.x]="bar.x + BAR / 2" [attr.y]="bar.y - 4">{{ bar.value }}</text>
                <text class="label" [attr.x]="bar.x + BAR / 2" [attr.y]="TOP + PLOT + 16">{{ bar.label }}</text>
              </g>
            }
          </svg>
        }
      }
    </figure>
  `,
  styles: `
    .chart {
      margin: 0;
    }
    figcaption {
      font-weight: 700;
      margin-bottom: 0.25rem;
    }
    svg {
      display: block;
      width: 100%;
      max-width: 30rem;
    }
    .bar {
      stroke: var(--text);
      stroke-width: 1;
    }
    .axis {
      stroke: var(--muted);
    }
    text {
      fill: var(--text);
      font-size: 13px;
      text-anchor: middle;
    }
    .start {
      text-anchor: start;
    }
    .empty {
      margin: 0;
      color: var(--muted);
    }
  `,
})
export class BarChart {
  readonly caption = input.required<string>();
  readonly bars = input.required<readonly LabelledBar[]>();
  readonly emptyText = input('');
  /** Bars left to right (costs) or top to bottom with the label before each (named groups). */
  readonly horizontal = input(false);

  protected readonly BAR = BAR;
  protected readonly TOP = TOP;
  protected readonly PLOT = PLOT;
  protected readonly height = TOP + PLOT + LABEL;
  protected readonly H_WIDTH = H_WIDTH;
  protected readonly H_LABEL = H_LABEL;

  protected readonly total = computed(() => this.bars().reduce((sum, bar) => sum + bar.value, 0));
  protected readonly width = computed(() => Math.max(1, this.bars().length) * (BAR + GAP) + GAP);
  protected readonly geometry = computed(() => {
    const max = Math.max(1, ...this.bars().map((bar) => bar.value));
    return this.bars().map((bar, index) => {
      const h = Math.round((bar.value / max) * PLOT);
      return {
        ...bar,
        x: GAP + index * (BAR + GAP),
        y: TOP + PLOT - h,
        h,
      };
    });
  });
  protected readonly hHeight = computed(() => Math.max(1, this.bars().length) * H_ROW + 4);
  protected readonly rows = computed(() => {
    const max = Math.max(1, ...this.bars().map((bar) => bar.value));
    const room = H_WIDTH - H_LABEL - 30;
    return this.bars().map((bar, index) => ({ ...bar, y: index * H_ROW, w: Math.round((bar.value / max) * room) }));
  });
  protected readonly summary = computed(
    () =>
      `${this.caption()}: ${this.bars()
        .map((bar) => `${bar.label} ${bar.value}`)
        .join(', ')}`,
  );
}
