package kernels

import (
	"testing"

	"github.com/symopt/symopt/interp/tensor"
)

func TestBatchNormSpec(t *testing.T) {
	x := tf(f64, sh(2, 2, 2), 1, 2, 3, 4, 3, 4, 1, 2)
	ones := tf(f64, sh(2), 1, 1)
	want := tf(f64, sh(2, 2, 2), 0, 0, 2, 2, 2, 2, 0, 0)
	got, err := BatchNormInference(x, ones, ones, tf(f64, sh(2), 2, 3), ones, 0, 2)
	expect(t, "batch_norm_inference (spec)", got, err, want)
	out, mean, variance, err := BatchNormTraining(x, ones, ones, 0, 2)
	expect(t, "batch_norm_training output (spec)", out, err, want)
	expect(t, "batch_norm_training mean (spec)", mean, err, tf(f64, sh(2), 2, 3))
	expect(t, "batch_norm_training variance (spec)", variance, err, ones)
	g := tf(f64, sh(2, 2, 2), 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1)
	gx, gs, gb, err := BatchNormGrad(x, ones, tf(f64, sh(2), 2, 3), ones, g, 0, 2)
	if err != nil {
		t.Fatal(err)
	}
	tol := tensor.Tolerance{Abs: 1e-12}
	for name, pair := range map[string][2]*tensor.Tensor{
		"grad_operand (spec)": {gx, tz(f64, sh(2, 2, 2))},
		"grad_scale (spec)":   {gs, tz(f64, sh(2))},
		"grad_offset (spec)":  {gb, tf(f64, sh(2), 0.4, 0.4)},
	} {
		if ok, rep := tensor.Close(pair[0], pair[1], tol); !ok {
			t.Errorf("%s: %s", name, rep)
		}
	}
}

// Property: batch_norm_grad matches finite differences of
// sum(grad_output * batch_norm_training(operand)).
func TestBatchNormGradNumerically(t *testing.T) {
	const eps = 0.01
	x := randT(t, f64, sh(3, 2, 4), 1)
	scale := randT(t, f64, sh(2), 2)
	offset := randT(t, f64, sh(2), 3)
	g := randT(t, f64, sh(3, 2, 4), 4)
	loss := func(x *tensor.Tensor) float64 {
		out, _, _, err := BatchNormTraining(x, scale, offset, eps, 1)
		if err != nil {
			t.Fatal(err)
		}
		s := 0.0
		for i, v := range out.F64s() {
			s += v * g.F64s()[i]
		}
		return s
	}
	_, mean, variance, _ := BatchNormTraining(x, scale, offset, eps, 1)
	gx, gs, _, err := BatchNormGrad(x, scale, mean, variance, g, eps, 1)
	if err != nil {
		t.Fatal(err)
	}
	const h = 1e-6
	for i := 0; i < x.Len(); i += 5 {
		p, m := x.Clone(), x.Clone()
		p.F64s()[i] += h
		m.F64s()[i] -= h
		num := (loss(p) - loss(m)) / (2 * h)
		if d := num - gx.F64s()[i]; d > 1e-5 || d < -1e-5 {
			t.Errorf("d/dx[%d]: numeric %v, kernel %v", i, num, gx.F64s()[i])
		}
	}
	for f := 0; f < 2; f++ {
		p, m := scale.Clone(), scale.Clone()
		p.F64s()[f] += h
		m.F64s()[f] -= h
		lp := func(s *tensor.Tensor) float64 {
			out, _, _, _ := BatchNormTraining(x, s, offset, eps, 1)
			sum := 0.0
			for i, v := range out.F64s() {
				sum += v * g.F64s()[i]
			}
			return sum
		}
		num := (lp(p) - lp(m)) / (2 * h)
		if d := num - gs.F64s()[f]; d > 1e-5 || d < -1e-5 {
			t.Errorf("d/dscale[%d]: numeric %v, kernel %v", f, num, gs.F64s()[f])
		}
	}
}

func TestBatchNormErrors(t *testing.T) {
	x := tf(f32, sh(2, 2), 1, 2, 3, 4)
	two := tf(f32, sh(2), 1, 1)
	_, err := BatchNormInference(x, two, two, two, two, 0, 2)
	expectErr(t, "feature index", err)
	_, err = BatchNormInference(x, tf(f32, sh(3), 1, 1, 1), two, two, two, 0, 1)
	expectErr(t, "scale size", err)
	_, _, _, err = BatchNormTraining(ti(i32, sh(2), 1, 2), two, two, 0, 0)
	expectErr(t, "integer operand", err)
	_, _, _, err = BatchNormGrad(x, two, two, two, tf(f32, sh(4), 1, 2, 3, 4), 0, 1)
	expectErr(t, "grad shape", err)
}
