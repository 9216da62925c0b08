package dialect

// Test hooks of the upstream StableHLO and MHLO test suites. Upstream, a test
// pass replaces them by the inferred types or reified shapes of their
// operand's producer; here they are only registered so that those test files
// parse and verify (they have no semantics of their own).

func testHook(name string) spec {
	return spec{name: name, summary: "upstream shape-inference test hook", traits: 0,
		cost: CostFree, operands: variadic, results: variadic}
}

func init() {
	var rows []spec
	for _, d := range []string{"hlo_test_infer", "mhlo_test"} {
		for _, n := range []string{"get_return_types", "get_return_type_components", "reify_return_type_shapes",
			"return_types", "return_type_components"} {
			rows = append(rows, testHook(d+"."+n))
		}
	}
	register(rows)
}
