// Command symopt-models writes generated StableHLO models (MLP,
// transformer, LLaMA; forward, loss or training step). See models.Main.
package main

import (
	"os"

	"github.com/symopt/symopt/models"
)

func main() {
	os.Exit(models.Main(os.Args[1:], os.Stdout, os.Stderr))
}
