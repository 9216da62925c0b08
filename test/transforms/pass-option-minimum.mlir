// RUN: not symopt --pass-pipeline='builtin.module(inline{max-depth=-1})' %s 2>&1 | filecheck %s --check-prefix=INLINE
// RUN: not symopt --pass-pipeline='builtin.module(func.func(fuse{max-ops=0}))' %s 2>&1 | filecheck %s --check-prefix=FUSE
// RUN: not symopt --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=-2}))' %s 2>&1 | filecheck %s --check-prefix=CANON

// Pass options outside their range are usage errors naming the option.
// INLINE: error: invalid value for option 'max-depth' of pass 'inline': -1 is below the smallest allowed value 0
// FUSE: error: invalid value for option 'max-ops' of pass 'fuse': 0 is below the smallest allowed value 1
// CANON: error: invalid value for option 'max-iterations' of pass 'canonicalize': -2 is below the smallest allowed value -1
func.func @f() {
  return
}
