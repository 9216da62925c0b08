package driver

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// MainContext stops before the next pass once its context is done, the
// lit runner's timeout for a symopt run in-process.
func TestMainContextStopsBetweenPasses(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	in := "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}\n"
	var out, errOut bytes.Buffer
	code := MainContext(ctx, []string{"--canonicalize", "--cse"}, strings.NewReader(in), &out, &errOut)
	if code != exitFailure || !strings.Contains(errOut.String(), "pass pipeline stopped: context canceled") {
		t.Errorf("exit %d, stderr:\n%s", code, errOut.String())
	}
	code = MainContext(context.Background(), []string{"--canonicalize", "--cse"}, strings.NewReader(in), &out, &errOut)
	if code != exitOK {
		t.Errorf("without cancellation: exit %d, stderr:\n%s", code, errOut.String())
	}
}
