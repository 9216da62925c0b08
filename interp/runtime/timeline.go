package runtime

import (
	"fmt"
	"io"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Series is one memory curve to draw: live bytes per executed op.
type Series struct {
	Title string
	Live  []int64
	Limit int64 // drawn as a line when > 0
}

// WriteTimelineSVG draws the series side by side, one panel each, with a
// shared vertical scale (live MiB over executed ops).
func WriteTimelineSVG(w io.Writer, series []Series) error {
	if len(series) == 0 {
		return fmt.Errorf("no memory curves to draw")
	}
	var top float64
	for _, s := range series {
		for _, v := range s.Live {
			top = max(top, mib(v))
		}
		top = max(top, mib(s.Limit))
	}
	plots := make([][]*plot.Plot, 1)
	for _, s := range series {
		p := plot.New()
		var peak int64
		for _, v := range s.Live {
			peak = max(peak, v)
		}
		p.Title.Text = fmt.Sprintf("%s (peak %.2f MiB)", s.Title, mib(peak))
		p.X.Label.Text = "op"
		p.Y.Label.Text = "live MiB"
		p.Y.Min, p.Y.Max = 0, top*1.05
		pts := make(plotter.XYs, len(s.Live))
		for i, v := range s.Live {
			pts[i].X, pts[i].Y = float64(i), mib(v)
		}
		l, err := plotter.NewLine(pts)
		if err != nil {
			return err
		}
		p.Add(l)
		if s.Limit > 0 {
			lim, err := plotter.NewLine(plotter.XYs{{X: 0, Y: mib(s.Limit)}, {X: float64(max(1, len(s.Live)-1)), Y: mib(s.Limit)}})
			if err != nil {
				return err
			}
			lim.Dashes = []vg.Length{vg.Points(4), vg.Points(4)}
			p.Add(lim)
		}
		plots[0] = append(plots[0], p)
	}
	width := vg.Length(len(series)) * 5 * vg.Inch
	c := vgsvg.New(width, 4*vg.Inch)
	dc := draw.New(c)
	tiles := draw.Tiles{Rows: 1, Cols: len(series), PadX: vg.Millimeter * 4, PadTop: vg.Millimeter * 2, PadBottom: vg.Millimeter * 2, PadLeft: vg.Millimeter * 2, PadRight: vg.Millimeter * 2}
	canvases := plot.Align(plots, tiles, dc)
	for i, p := range plots[0] {
		p.Draw(canvases[0][i])
	}
	_, err := c.WriteTo(w)
	return err
}

func mib(v int64) float64 { return float64(v) / (1 << 20) }
