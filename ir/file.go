package ir

// File is a parsed MLIR source: the top-level module and the text of the
// `{-# ... #-}` resource trailer (dialect_resources, external_resources),
// kept verbatim so it prints back unchanged.
type File struct {
	Module    *Operation
	Resources string // body between `{-#` and `#-}`, empty when absent
}
