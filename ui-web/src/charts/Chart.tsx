import Highcharts from 'highcharts';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo } from 'react';

export interface PieSlice {
  name: string;
  y: number;
  color?: string;
}

/** The product's chart look: its font, no credits, transparent background. */
const base: Highcharts.Options = {
  chart: {
    backgroundColor: 'transparent',
    style: { fontFamily: 'Inter, "Segoe UI", Roboto, Arial, sans-serif' },
  },
  credits: { enabled: false },
  title: { text: '' },
  colors: ['#138995', '#2E8B57', '#f2b134', '#f23f38', '#6a5acd', '#3a4653'],
};

/** Any Highcharts chart with the product's defaults (summary pies, progress bars). */
export function Chart({ options, height = 260 }: { options: Highcharts.Options; height?: number }) {
  const merged = useMemo(() => Highcharts.merge(base, { chart: { height } }, options), [options, height]);
  return <HighchartsReact highcharts={Highcharts} options={merged} />;
}

/** The pie used by the Summary panels. */
export function PieChart({ slices, height = 240 }: { slices: PieSlice[]; height?: number }) {
  const options = useMemo<Highcharts.Options>(
    () => ({
      tooltip: { pointFormat: '<b>{point.y}</b> ({point.percentage:.1f}%)' },
      plotOptions: { pie: { innerSize: '55%', dataLabels: { enabled: false }, showInLegend: true } },
      series: [{ type: 'pie', data: slices }],
    }),
    [slices],
  );
  return <Chart options={options} height={height} />;
}
