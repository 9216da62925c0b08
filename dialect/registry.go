package dialect

import "github.com/symopt/symopt/ir"

// opFamilies lists the per-family op tables (see ops_*.go).
var opFamilies [][]*ir.OpInfo

// asmFamilies lists the per-family assembly format tables (see asm_*.go),
// keyed by canonical op name.
var asmFamilies []map[string]func(ir.AsmStream)

// NewRegistry builds a registry holding every op of this package. MHLO ops
// resolve to the StableHLO rows.
func NewRegistry() *ir.Registry {
	r := ir.NewRegistry()
	r.AliasDialect("mhlo", "stablehlo")
	registerAttrHooks(r)
	r.RegisterTypeHook("quant.uniform", canonicalQuant)
	for _, fam := range opFamilies {
		for _, info := range fam {
			cp := *info
			r.Register(&cp)
		}
	}
	for _, fam := range asmFamilies {
		for name, f := range fam {
			info := r.Lookup(name)
			if info == nil {
				info = &ir.OpInfo{Name: name}
				r.Register(info)
			}
			info.Asm = f
		}
	}
	for name, f := range asmResultNames {
		if info := r.Lookup(name); info != nil {
			info.ResultName = f
		}
	}
	for name, d := range defaultAttrs {
		if info := r.Lookup(name); info != nil {
			info.Defaults = d
		}
	}
	for name, f := range asmResultGroupNames {
		if info := r.Lookup(name); info != nil {
			info.ResultNames = f
		}
	}
	for name, f := range asmRegionArgNames {
		if info := r.Lookup(name); info != nil {
			info.RegionArgName = f
		}
	}
	for _, info := range r.Ops() {
		setInherent(info)
	}
	return r
}
