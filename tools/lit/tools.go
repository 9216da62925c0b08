package main

import (
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
		"filecheck":  filecheck.Main,
		"FileCheck":  filecheck.Main,
		"symopt":     driver.Main,
		"symopt-run": interp.Main,
		"symopt-models": func(args []string, _ io.Reader, stdout, stderr io.Writer) int {
			return models.Main(args, stdout, stderr)
		},
	}
}
