package kernel_test

import (
	"strings"
	"testing"

	"github.com/symopt/symopt/lowering/kernel"
)

// parseRoundTrip parses text and checks that printing the kernel gives
// text back.
func parseRoundTrip(t *testing.T, text string) *kernel.Kernel {
	t.Helper()
	k, err := kernel.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if got := kernel.Print(k); got != text {
		t.Fatalf("print(parse(text)) differs:\n%s", got)
	}
	return k
}

// refusal is a kernel text the parser must reject with an error
// containing want.
type refusal struct{ name, text, want string }

// checkRefusals parses each text in a subtest and checks its error.
func checkRefusals(t *testing.T, cases []refusal) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := kernel.Parse(tc.text)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}
