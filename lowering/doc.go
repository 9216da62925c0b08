// Package lowering turns a fused function (symopt.fusion ops, see package
// fusion) into kernels and a host-side launch plan: which kernels run in
// which order, which buffers each reads and writes, grid and block sizes
// and buffer sizes as expressions of the dynamic dims, and a
// liveness-based reuse of temporary buffers. It registers the
// lower-to-kernels pass, checks lowered kernels against the unfused ops on
// the CPU (Check), runs whole plans on the CPU (RunPlan, RunPlanWith under
// a memory limit) and measures kernels launched and bytes moved (Stats).
// remat's symopt.evict and symopt.regenerate become host-side steps over
// dynamic buffers, which the runtime allocates outside the reusable slots
// (Evict, Regenerate); a plan with evicts has no slots: the runtime
// allocates every temporary, so evictions lower its peak.
//
// Per-fusion code lives in lowering/hlo; the kernel IR in lowering/kernel.
// This package knows nothing about LLVM or PTX (package nvptx) nor about
// the command line.
package lowering
