package kernel

// ParamKind says whether a parameter is a global buffer or an i64 dim.
type ParamKind uint8

// The parameter kinds.
const (
	BufferParam ParamKind = iota
	DimParam
)

// Access says how a kernel uses a buffer parameter.
type Access uint8

// The buffer access modes.
const (
	Read Access = iota
	Write
	ReadWrite
)

var accessNames = [...]string{Read: "in", Write: "out", ReadWrite: "inout"}

func (a Access) String() string { return accessNames[a] }

// Param is a kernel parameter: a pointer to global memory holding Elem
// values, or an i64 dim such as S0.
type Param struct {
	Name   string
	Kind   ParamKind
	Elem   Type   // BufferParam only
	Access Access // BufferParam only
	// Scratch, when set, makes the buffer a temporary the launcher
	// allocates with this many elements and zero-fills once; the kernel
	// leaves it zeroed where it must be (see Kernel.Split).
	Scratch *Expr
}

// Inst is one scalar instruction. Instructions form SSA values: Args point
// to earlier instructions of the same region.
type Inst struct {
	Op    Op
	Type  Type // result type; Invalid for OpStore and the atomics
	Args  []*Inst
	Param int       // OpDim, OpLoad, OpStore, atomics: parameter index
	Pred  Pred      // OpCmp
	Index IndexKind // OpIndex
	Phase int       // OpReduced: index of the reduce phase
	F     float64   // OpConst on a float type
	I     int64     // OpConst on an integer type

	id int // dense number within the kernel, set by Kernel.number
}

// ID is the instruction's number within its kernel (the N of %N in the
// printed form).
func (in *Inst) ID() int { return in.id }

// Region is a straight-line list of instructions.
type Region struct {
	Insts []*Inst
}

// PhaseKind says what a phase of a reduction kernel does.
type PhaseKind uint8

// The phase kinds.
const (
	// PhaseReduce combines Value over the row (or column) into one result
	// that later phases and the epilogue read with OpReduced.
	PhaseReduce PhaseKind = iota
	// PhaseMap runs Body once per element of the row (or column), usually
	// to store an elementwise result that uses earlier reductions.
	PhaseMap
	// PhaseCompare is a sort kernel's comparator: Value (an i1) says
	// whether the element at column Lhs sorts before the one at Rhs.
	PhaseCompare
	// PhaseInit and PhaseFold are a fold kernel's phases: Values are the
	// accumulators' first values (once per row) and their next values
	// (once per column).
	PhaseInit
	PhaseFold
)

// Phase is one pass over the elements of a row (or column).
type Phase struct {
	Kind    PhaseKind
	Combine Combiner // PhaseReduce
	Body    *Region
	Value   *Inst   // PhaseReduce: the value combined; PhaseCompare: the i1 result; defined in Body
	Values  []*Inst // PhaseInit, PhaseFold: one value per accumulator, defined in Body
}

// Kernel is one GPU kernel.
type Kernel struct {
	Name     string
	Params   []Param
	Strategy Strategy
	Block    int // threads per block

	// Loop strategy.
	Count   *Expr   // elements
	Vector  int     // elements per thread per iteration (1 or 4)
	GridCap int64   // upper bound on blocks (0: one block per Block*Vector elements)
	Body    *Region // reads Index(Linear)

	// Reduction strategies.
	Rows, Cols *Expr
	RowMode    RowMode // RowReduce only
	Phases     []*Phase
	Epilogue   *Region // once per row (RowReduce) or column (ColReduce); may be nil

	// Split, for ColReduce, divides the rows into this many chunks
	// reduced by separate blocks; the last block of a column tile to
	// finish combines the chunks' partial results (kept in the scratch
	// buffers Partials, one per reduce phase, of Chunks() x Cols
	// elements) and runs the epilogue. Counter is a scratch i32 per
	// column tile counting finished chunks; the last block resets it.
	// nil means one chunk. A RowSort kernel whose permutation is global
	// has it in Partials[0] (see SortGlobal).
	Split    *Expr
	Partials []int
	Counter  int

	numInsts int
}

// ParamIndex returns the index of the parameter called name, or -1.
func (k *Kernel) ParamIndex(name string) int {
	for i, p := range k.Params {
		if p.Name == name {
			return i
		}
	}
	return -1
}

// Regions returns the kernel's regions in execution order.
func (k *Kernel) Regions() []*Region {
	var rs []*Region
	if k.Body != nil {
		rs = append(rs, k.Body)
	}
	for _, p := range k.Phases {
		rs = append(rs, p.Body)
	}
	if k.Epilogue != nil {
		rs = append(rs, k.Epilogue)
	}
	return rs
}

// NumInsts is the number of instructions in the kernel; instruction IDs
// are below it.
func (k *Kernel) NumInsts() int { return k.numInsts }

// number gives every instruction a dense ID in execution order.
func (k *Kernel) number() {
	n := 0
	for _, r := range k.Regions() {
		for _, in := range r.Insts {
			in.id = n
			n++
		}
	}
	k.numInsts = n
}

// Grid returns the number of blocks to launch, as an expression of the
// dims.
func (k *Kernel) Grid() *Expr {
	var g *Expr
	switch k.Strategy {
	case Loop:
		g = CeilDiv(k.Count, Const(int64(k.Block*max(k.Vector, 1))))
		if k.GridCap > 0 {
			g = Min(g, Const(k.GridCap))
		}
	case RowReduce:
		if k.RowMode == Warp {
			g = CeilDiv(k.Rows, Const(int64(k.Block/WarpSize)))
		} else {
			g = k.Rows
		}
	case ColReduce:
		g = CeilDiv(k.Cols, Const(WarpSize))
		if k.Split != nil {
			g = Mul(k.ColTiles(), k.Chunks())
		}
	case RowSort:
		g = k.Rows
	case RowFold:
		g = CeilDiv(k.Rows, Const(int64(k.Block)))
	}
	return Max(g, Const(1))
}

// SharedSlots is the number of shared-memory slots (of the widest phase
// type) a block uses; 0 when the strategy needs none.
func (k *Kernel) SharedSlots() int {
	switch {
	case k.Strategy == RowReduce && k.RowMode == Block:
		return k.Block / WarpSize
	case k.Strategy == ColReduce:
		return k.Block
	case k.Strategy == RowSort:
		return k.SortSlots()
	}
	return 0
}

// ColTiles is the number of 32-column tiles of a ColReduce kernel (at
// least 1).
func (k *Kernel) ColTiles() *Expr { return Max(CeilDiv(k.Cols, Const(WarpSize)), Const(1)) }

// Chunks is the number of row chunks of a ColReduce kernel (at least 1).
func (k *Kernel) Chunks() *Expr {
	if k.Split == nil {
		return Const(1)
	}
	return Max(k.Split, Const(1))
}

// RowsPerChunk is the number of rows each chunk of a ColReduce kernel
// covers; the last chunk may have fewer.
func (k *Kernel) RowsPerChunk() *Expr { return CeilDiv(k.Rows, k.Chunks()) }

// DefaultSplit picks a row split for a column reduction of rows x cols:
// enough chunks for about 2048 blocks, each chunk at least 256 rows.
func DefaultSplit(rows, cols *Expr) *Expr {
	tiles := Max(CeilDiv(cols, Const(WarpSize)), Const(1))
	return Max(Min(CeilDiv(rows, Const(256)), CeilDiv(Const(2048), tiles)), Const(1))
}
