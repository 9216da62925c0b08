package models

import (
	"bytes"
	"testing"
)

// TestPresetText checks that PresetText writes what Text writes for the
// preset's config with that model and emit, and rejects unknown presets.
func TestPresetText(t *testing.T) {
	got, err := PresetText("tiny", "llama", "train-step")
	if err != nil {
		t.Fatal(err)
	}
	c, err := Preset("tiny")
	if err != nil {
		t.Fatal(err)
	}
	c.Model, c.Emit = "llama", "train-step"
	want, err := Text(c)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("PresetText differs from Text of the preset's config")
	}
	if _, err := PresetText("no-such-preset", "llama", "train-step"); err == nil {
		t.Errorf("an unknown preset gave no error")
	}
}
