package nvptx

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// ErrNoPtxas is returned by FindPtxas (and so Assemble) when no ptxas is
// found; the error wrapping it names the places searched.
var ErrNoPtxas = errors.New("ptxas not found: install the CUDA toolkit (https://developer.nvidia.com/cuda-downloads) or the nvidia-cuda-nvcc Python wheel, or give its path (--ptxas, $PTXAS)")

// ptxasPlaces are the places FindPtxas searches after $PTXAS and PATH:
// CUDA toolkit installs, then the bin directory of the nvidia-cuda-nvcc
// wheel (nvidia/cu13 or nvidia/cuda_nvcc) in the active virtual
// environment, in .venv of the working directory and in the user's
// site-packages. Patterns may hold globs.
func ptxasPlaces() []string {
	var dirs []string
	if h := os.Getenv("CUDA_HOME"); h != "" {
		dirs = append(dirs, filepath.Join(h, "bin", "ptxas"))
	}
	if h := os.Getenv("CUDA_PATH"); h != "" {
		dirs = append(dirs, filepath.Join(h, "bin", "ptxas"))
	}
	dirs = append(dirs, "/usr/local/cuda/bin/ptxas", "/opt/cuda/bin/ptxas")
	var venvs []string
	if v := os.Getenv("VIRTUAL_ENV"); v != "" {
		venvs = append(venvs, v)
	}
	venvs = append(venvs, ".venv")
	if h, err := os.UserHomeDir(); err == nil {
		venvs = append(venvs, filepath.Join(h, ".local"))
	}
	for _, v := range venvs {
		site := filepath.Join(v, "lib", "python3*", "site-packages", "nvidia")
		dirs = append(dirs, filepath.Join(site, "cu1*", "bin", "ptxas"), filepath.Join(site, "cuda_nvcc", "bin", "ptxas"))
	}
	return dirs
}

// FindPtxas resolves the ptxas binary: name when it is not empty (a path
// or a name on PATH), else $PTXAS, ptxas on PATH, then the places
// ptxasPlaces lists. Its error wraps ErrNoPtxas and names where it looked.
func FindPtxas(name string) (string, error) {
	if name != "" {
		p, err := exec.LookPath(name)
		if err != nil {
			return "", fmt.Errorf("%w: %s: %v", ErrNoPtxas, name, err)
		}
		return p, nil
	}
	looked := []string{"$PTXAS (unset)"}
	if env := os.Getenv("PTXAS"); env != "" {
		p, err := exec.LookPath(env)
		if err != nil {
			return "", fmt.Errorf("%w: $PTXAS=%s: %v", ErrNoPtxas, env, err)
		}
		return p, nil
	}
	looked = append(looked, "ptxas on PATH")
	if p, err := exec.LookPath("ptxas"); err == nil {
		return p, nil
	}
	for _, pat := range ptxasPlaces() {
		looked = append(looked, pat)
		matches, _ := filepath.Glob(pat)
		for _, m := range matches {
			if p, err := exec.LookPath(m); err == nil {
				return p, nil
			}
		}
	}
	return "", fmt.Errorf("%w; looked in: %s", ErrNoPtxas, strings.Join(looked, ", "))
}

// ptxasRun writes ptx to a temporary file and runs ptxas on it with
// -arch and extra, returning the cubin and what ptxas printed.
func ptxasRun(ptx string, opts Options, extra ...string) (cubin, msg []byte, err error) {
	path, err := FindPtxas(opts.Ptxas)
	if err != nil {
		return nil, nil, err
	}
	arch := opts.Arch
	if arch == "" {
		arch = "sm_90"
	}
	dir, err := os.MkdirTemp("", "symopt-ptxas")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "kernel.ptx"), filepath.Join(dir, "kernel.cubin")
	if err := os.WriteFile(in, []byte(ptx), 0o644); err != nil {
		return nil, nil, err
	}
	args := append([]string{"-arch=" + arch}, extra...)
	msg, err = exec.Command(path, append(args, in, "-o", out)...).CombinedOutput()
	if err != nil {
		return nil, msg, fmt.Errorf("%s -arch=%s failed: %v\n%s", path, arch, err, msg)
	}
	cubin, err = os.ReadFile(out)
	return cubin, msg, err
}

// Assemble runs ptxas on PTX text and returns the cubin.
func Assemble(ptx string, opts Options) ([]byte, error) {
	cubin, _, err := ptxasRun(ptx, opts)
	return cubin, err
}

// Usage is what ptxas -v reports for one kernel.
type Usage struct {
	Kernel      string
	Registers   int
	SpillStores int // bytes
	SpillLoads  int // bytes
	Stack       int // bytes of stack frame
	Shared      int // bytes of static shared memory
	Barriers    int
}

// Spills reports whether the kernel spills registers to local memory.
func (u Usage) Spills() bool { return u.SpillStores > 0 || u.SpillLoads > 0 }

// Resources assembles ptx as Assemble does, with -v, and returns each
// kernel's register, spill and shared memory use in the order ptxas
// reports them.
func Resources(ptx string, opts Options) ([]Usage, error) {
	_, msg, err := ptxasRun(ptx, opts, "-v")
	if err != nil {
		return nil, err
	}
	return ParseUsage(string(msg))
}

var (
	entryRE = regexp.MustCompile(`Compiling entry function '([^']+)'`)
	frameRE = regexp.MustCompile(`(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads`)
	usedRE  = regexp.MustCompile(`Used (\d+) registers`)
	barRE   = regexp.MustCompile(`used (\d+) barriers`)
	smemRE  = regexp.MustCompile(`(\d+) bytes smem`)
)

// ParseUsage reads the output of ptxas -v into one Usage per entry
// function.
func ParseUsage(out string) ([]Usage, error) {
	var us []Usage
	sc := bufio.NewScanner(strings.NewReader(out))
	atoi := func(s string) int { n, _ := strconv.Atoi(s); return n }
	for sc.Scan() {
		line := sc.Text()
		if m := entryRE.FindStringSubmatch(line); m != nil {
			us = append(us, Usage{Kernel: m[1]})
			continue
		}
		if len(us) == 0 {
			continue
		}
		u := &us[len(us)-1]
		if m := frameRE.FindStringSubmatch(line); m != nil {
			u.Stack, u.SpillStores, u.SpillLoads = atoi(m[1]), atoi(m[2]), atoi(m[3])
		}
		if m := usedRE.FindStringSubmatch(line); m != nil {
			u.Registers = atoi(m[1])
			if m := barRE.FindStringSubmatch(line); m != nil {
				u.Barriers = atoi(m[1])
			}
			if m := smemRE.FindStringSubmatch(line); m != nil {
				u.Shared = atoi(m[1])
			}
		}
	}
	if len(us) == 0 {
		return nil, fmt.Errorf("ptxas -v reported no entry functions")
	}
	return us, nil
}
