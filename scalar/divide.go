package scalar

// Integer division by zero and the one overflowing quotient are not
// defined by the StableHLO specification (the reference interpreter
// asserts); symopt gives XLA's answers, in the interpreter and in the
// folder alike: x / 0 has every bit set (-1 signed, the largest value
// unsigned), x % 0 is x, INT_MIN / -1 wraps to INT_MIN and INT_MIN % -1 is
// 0. Quotients truncate toward zero and remainders take the dividend's
// sign.

// DivInt is stablehlo.divide on signed integers held sign-extended in
// int64; the caller wraps the result to its width (-128 / -1 in i8 gives
// 128, which wraps to -128).
func DivInt(x, y int64) int64 {
	if y == 0 {
		return -1
	}
	return x / y // MinInt64 / -1 is MinInt64 in Go
}

// RemInt is stablehlo.remainder on signed integers.
func RemInt(x, y int64) int64 {
	if y == 0 {
		return x
	}
	return x % y // MinInt64 % -1 is 0 in Go
}

// DivUint is stablehlo.divide on unsigned integers of the given width.
func DivUint(x, y uint64, bits int) uint64 {
	if y == 0 {
		if bits >= 64 {
			return ^uint64(0)
		}
		return 1<<uint(bits) - 1
	}
	return x / y
}

// RemUint is stablehlo.remainder on unsigned integers.
func RemUint(x, y uint64) uint64 {
	if y == 0 {
		return x
	}
	return x % y
}
