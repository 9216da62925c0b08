package main

import (
	"github.com/symopt/symopt/driver"
	"github.com/symopt/symopt/lit"
)

// tools returns the commands that RUN lines may call in-process.
//
// TODO(wiring): register lit/filecheck's Main under "filecheck" and
// "FileCheck" once that package builds; until then filecheck must be
// found on PATH or in the configuration's tool_paths.
func tools() lit.Registry {
	return lit.Registry{
		"symopt": driver.Main,
	}
}
