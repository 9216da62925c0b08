// Package runtime is the memory-accounting runtime of the interpreter: an
// interp.MemoryController that counts the bytes of every tensor allocated
// and freed as the interpreter runs a schedule (values are freed right
// after their last use), records the live bytes after each op and the peak,
// and executes the remat ops: symopt.evict frees its buffer when the live
// bytes exceed the limit (and the op's dim guard holds), symopt.regenerate
// recomputes an evicted value by running its region.
//
// Freeing is accounting: the interpreter's Go values are released by the
// garbage collector, so the figures are those of an allocator that frees
// exactly when told to.
//
// It knows the interpreter's Observer hook and the IR; it must not know
// about passes or the driver.
package runtime
