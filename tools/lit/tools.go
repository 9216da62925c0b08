package main

import (
	"context"
	"io"

	"github.com/symopt/symopt/driver"
	"github.com/symopt/symopt/interp"
	"github.com/symopt/symopt/lit"
	"github.com/symopt/symopt/lit/filecheck"
	"github.com/symopt/symopt/models"
)

// tools returns the commands that RUN lines may call in-process.
func tools() lit.Registry {
	return lit.Registry{
		"filecheck":  filecheck.MainContext,
		"FileCheck":  filecheck.MainContext,
		"symopt":     driver.MainContext,
		"symopt-run": interp.MainContext,
		"symopt-models": func(_ context.Context, args []string, _ io.Reader, stdout, stderr io.Writer) int {
			return models.Main(args, stdout, stderr)
		},
	}
}
