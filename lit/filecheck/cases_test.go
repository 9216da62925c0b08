package filecheck

// baseCase is a check file and an input; differentialCases runs each under
// several option sets.
type baseCase struct {
	name, check, input string
	args               string
}

// verbosities are the option sets every base case is run with; plain -v
// with the default dump is covered by color-v, which differs from it only
// in escape sequences.
var verbosities = []struct{ name, args string }{
	{"plain", ""},
	{"vv-always", "-vv --dump-input=always"},
	{"v-never", "-v --dump-input=never"},
	{"color-v", "-color -v"},
	{"vv-never", "-vv --dump-input=never"},
}

var baseCases = []baseCase{
	// CHECK
	{"check-pass", "CHECK: foo\nCHECK: bar\n", "xx foo yy\nbar\n", ""},
	{"check-fail", "CHECK: foo\nCHECK: baz\n", "foo\nbar\nbaz1\n", ""},
	{"check-order", "CHECK: bar\nCHECK: foo\n", "foo\nbar\n", ""},
	{"check-fuzzy", "CHECK: hello world\n", "a\nhelo world\nb\n", ""},
	{"check-regex", "CHECK: a{{[0-9]+}}b\n", "xa123b\n", ""},
	{"check-regex-alt", "CHECK: abc{{x|z}}def\n", "abczdef\n", ""},
	{"check-regex-fail", "CHECK: a{{[0-9]+}}c\n", "a12b\n", ""},
	{"check-whitespace", "CHECK: a   b\n", "a \t b\n", ""},
	{"check-trailing-space", "CHECK: a b   \n", "a b\n", ""},
	{"check-crlf", "CHECK: a\r\nCHECK-NEXT: b\r\n", "a\r\nb\r\n", ""},
	{"check-no-newline-eof", "CHECK: end\n", "the end", ""},
	// CHECK-NEXT / SAME / EMPTY
	{"next-pass", "CHECK: a\nCHECK-NEXT: b\nCHECK-NEXT: c\n", "a\nb\nc\n", ""},
	{"next-same-line", "CHECK: a\nCHECK-NEXT: b\n", "a b\n", ""},
	{"next-too-far", "CHECK: a\nCHECK-NEXT: b\n", "a\n\nx\nb\n", ""},
	{"next-notfound", "CHECK: a\nCHECK-NEXT: q\n", "a\nb\n", ""},
	{"next-first", "CHECK-NEXT: a\n", "a\n", ""},
	{"same-pass", "CHECK: a\nCHECK-SAME: b\nCHECK-SAME: c\n", "a b c\n", ""},
	{"same-fail", "CHECK: a\nCHECK-SAME: b\n", "a\nb\n", ""},
	{"same-first", "CHECK-SAME: a\n", "a\n", ""},
	{"empty-pass", "CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", "a\n\nb\n", ""},
	{"empty-fail", "CHECK: a\nCHECK-EMPTY:\n", "a\nb\n\n", ""},
	{"empty-nonempty", "CHECK: a\nCHECK-EMPTY: x\n", "a\n", ""},
	{"empty-first", "CHECK-EMPTY:\n", "\n", ""},
	{"empty-at-eof", "CHECK: a\nCHECK-EMPTY:\n", "a\n", ""},
	// CHECK-NOT
	{"not-pass", "CHECK: a\nCHECK-NOT: b\nCHECK: c\n", "a\nx\nc\nb\n", ""},
	{"not-fail", "CHECK: a\nCHECK-NOT: b\nCHECK: c\n", "a\nb\nc\n", ""},
	{"not-at-end", "CHECK: a\nCHECK-NOT: b\n", "a\nb\n", ""},
	{"not-at-start", "CHECK-NOT: z\nCHECK: a\n", "z\na\n", ""},
	{"not-multiple", "CHECK: a\nCHECK-NOT: b\nCHECK-NOT: c\nCHECK: d\n", "a\nb\nc\nd\n", ""},
	{"not-regex", "CHECK-NOT: {{b+c}}\nCHECK: end\n", "xbbc\nend\n", ""},
	// CHECK-DAG
	{"dag-pass", "CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n", "a\nb\nc\n", ""},
	{"dag-fail", "CHECK-DAG: b\nCHECK-DAG: q\nCHECK: c\n", "a\nb\nc\n", ""},
	{"dag-overlap", "CHECK-DAG: a\nCHECK-DAG: a\n", "a\na\n", ""},
	{"dag-overlap-fail", "CHECK-DAG: abc\nCHECK-DAG: b\n", "abc\n", ""},
	{"dag-not-dag", "CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n", "a\nx\nb\n", ""},
	{"dag-not-dag-pass", "CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n", "a\nb\nx\n", ""},
	{"dag-trailing", "CHECK: a\nCHECK-DAG: c\nCHECK-DAG: b\n", "a\nb\nc\n", ""},
	{"dag-allow-overlap", "CHECK-DAG: a\nCHECK-DAG: a\n", "a\n", "--allow-deprecated-dag-overlap"},
	{"dag-reorder", "CHECK-DAG: x{{[0-9]}}\nCHECK-DAG: x1\n", "x1 x2\n", ""},
	// CHECK-LABEL
	{"label-pass", "CHECK-LABEL: f1\nCHECK: a\nCHECK-LABEL: f2\nCHECK: b\n", "f1\na\nf2\nb\n", ""},
	{"label-block", "CHECK-LABEL: f1\nCHECK: b\nCHECK-LABEL: f2\nCHECK: a\n", "f1\na\nf2\nb\n", ""},
	{"label-missing", "CHECK-LABEL: f1\nCHECK-LABEL: f3\n", "f1\nf2\n", ""},
	{"label-var", "CHECK-LABEL: [[X:f]]\n", "f\n", ""},
	{"label-dag", "CHECK-LABEL: f\nCHECK-DAG: b\nCHECK-DAG: a\nCHECK-LABEL: g\n", "f\na\nb\ng\n", ""},
	{"label-not", "CHECK-LABEL: f\nCHECK-NOT: bad\nCHECK-LABEL: g\n", "f\nbad\ng\n", ""},
	// CHECK-COUNT
	{"count-pass", "CHECK-COUNT-3: x\n", "x\nx x\n", ""},
	{"count-fail", "CHECK-COUNT-3: x\n", "x\nx\n", ""},
	{"count-next", "CHECK: a\nCHECK-COUNT-2: b\nCHECK-NEXT: c\n", "a\nb\nb\nc\n", ""},
	{"count-bad", "CHECK-COUNT-0: x\n", "x\n", ""},
	{"count-bad2", "CHECK-COUNT-x: x\n", "x\n", ""},
	{"count-bad3", "CHECK-COUNT-2 x\n", "x\n", ""},
	// directives and prefixes
	{"bad-not", "CHECK-DAG-NOT: x\n", "x\n", ""},
	{"bad-not2", "CHECK-NOT-NEXT: x\n", "x\n", ""},
	{"misspelled", "CHECK: a\nCHECK_NEXT: b\n", "a\nb\n", ""},
	{"unknown-suffix", "CHECK: a\nCHECK-NXT: zzz\n", "a\n", ""},
	{"no-colon", "CHECK a\nCHECK: b\n", "b\n", ""},
	{"empty-pattern", "CHECK:\n", "a\n", ""},
	{"empty-pattern-spaces", "CHECK:   \n", "a\n", ""},
	{"no-checks", "nothing here\n", "a\n", ""},
	{"prefix-in-word", "XCHECK: a\nCHECK: b\n", "b\n", ""},
	{"prefix-suffix-word", "CHECKER: a\nCHECK: b\n", "b\n", ""},
	{"custom-prefix", "FOO: a\nCHECK: zzz\n", "a\n", "--check-prefix=FOO"},
	{"custom-prefixes", "FOO: a\nBAR: b\n", "a\nb\n", "--check-prefixes=FOO,BAR"},
	{"prefix-unused", "FOO: a\n", "a\n", "--check-prefixes=FOO,BAR"},
	{"prefix-unused-allowed", "FOO: a\n", "a\n", "--check-prefixes=FOO,BAR --allow-unused-prefixes"},
	{"prefix-none-used", "X: a\n", "a\n", "--check-prefixes=FOO,BAR"},
	{"prefix-invalid", "CHECK: a\n", "a\n", "--check-prefix=F.O"},
	{"prefix-empty", "CHECK: a\n", "a\n", "--check-prefixes=A,,B"},
	{"prefix-dup", "CHECK: a\n", "a\n", "--check-prefixes=A,A"},
	{"prefix-dup-comment", "CHECK: a\n", "a\n", "--check-prefixes=COM"},
	{"prefix-two-flags", "A: a\nB: b\n", "a\nb\n", "--check-prefix A --check-prefix=B"},
	{"comment", "COM: CHECK: zzz\nCHECK: a\n", "a\n", ""},
	{"comment-run", "RUN: CHECK: zzz\nCHECK: a\n", "a\n", ""},
	{"comment-custom", "MYCOM: CHECK: zzz\nCHECK: a\n", "a\n", "--comment-prefixes=MYCOM"},
	{"comment-suffix", "COM-NEXT: x\nCHECK: a\n", "a\n", ""},
	{"comment-bad", "CHECK: a\n", "a\n", "--comment-prefixes=C$"},
	{"literal", "CHECK{LITERAL}: a{{b}}[[c]]\n", "a{{b}}[[c]]\n", ""},
	{"literal-next", "CHECK: x\nCHECK-NEXT{LITERAL}: [[y]]\n", "x\n[[y]]\n", ""},
	{"literal-fail", "CHECK{LITERAL}: [[y]]\n", "y\n", ""},
	{"literal-bad-mod", "CHECK{FOO}: a\nCHECK: a\n", "a\n", ""},
	{"multi-prefix-longest", "CHECK-A: a\nCHECK: b\n", "a\nb\n", "--check-prefixes=CHECK,CHECK-A"},
	// options
	{"match-full-lines-pass", "CHECK: a b\n", "  a b  \n", "--match-full-lines"},
	{"match-full-lines-fail", "CHECK: a b\n", "xa b\n", "--match-full-lines"},
	{"match-full-lines-strict", "CHECK: a b\n", " a b\n", "--match-full-lines --strict-whitespace"},
	{"match-full-lines-not", "CHECK-NOT: b\nCHECK: a\n", "xbx\na\n", "--match-full-lines"},
	{"strict-whitespace", "CHECK: a  b\n", "a b\n", "--strict-whitespace"},
	{"strict-whitespace-pass", "CHECK: a  b\n", "a  b\n", "--strict-whitespace"},
	{"ignore-case", "CHECK: HeLLo\nCHECK: {{W}}orld\n", "hello WORLD\n", "--ignore-case"},
	{"ignore-case-fail", "CHECK: HeLLo\n", "hellx\n", "--ignore-case"},
	{"allow-empty", "CHECK-NOT: x\n", "", "--allow-empty"},
	{"empty-input", "CHECK: x\n", "", ""},
	{"input-file", "CHECK: x\n", "x\n", "--input-file %i"},
	{"input-file-eq", "CHECK: y\n", "x\n", "-input-file=%i"},
	{"input-missing", "CHECK: x\n", "x\n", "--input-file %i.missing"},
	{"check-missing", "CHECK: x\n", "x\n", "%s.missing"},
	{"implicit-check-not", "CHECK: a\nCHECK: c\n", "a\nb\nc\n", "--implicit-check-not=b"},
	{"implicit-check-not-pass", "CHECK: a\nCHECK: c\n", "a\nx\nc\n", "--implicit-check-not=b"},
	{"implicit-check-not-tail", "CHECK: a\n", "a\nb\n", "--implicit-check-not b"},
	{"implicit-check-not-two", "CHECK: a\n", "x\na\ny\n", "--implicit-check-not=x --implicit-check-not=y"},
	{"implicit-check-not-only", "nothing\n", "a\n", "--implicit-check-not=b"},
	{"implicit-check-not-regex", "CHECK: a\n", "a\nwarning: x\n", "--implicit-check-not={{warning|error}}"},
	{"defines", "CHECK: [[FOO]] [[BAR]]\n", "x y\n", "-DFOO=x -DBAR=y"},
	{"defines-fail", "CHECK: [[FOO]]\n", "x\n", "-DFOO=y"},
	{"defines-bad-name", "CHECK: a\n", "a\n", "-D1X=y"},
	{"defines-no-eq", "CHECK: a\n", "a\n", "-DX"},
	{"defines-no-name", "CHECK: a\n", "a\n", "-D=x"},
	{"defines-numeric", "CHECK: [[#N+1]]\n", "11\n", "-D#N=10"},
	{"defines-numeric-hex", "CHECK: [[#N]]\n", "FF\n", "-D#%X,N=255"},
	{"defines-numeric-bad", "CHECK: a\n", "a\n", "-D#N=x+"},
	{"defines-numeric-undef", "CHECK: a\n", "a\n", "-D#N=M+1"},
	{"defines-collision", "CHECK: a\n", "a\n", "-DN=1 -D#N=2"},
	{"unknown-option", "CHECK: a\n", "a\n", "--no-such-option"},
	{"two-positionals", "CHECK: a\n", "a\n", "%s %s"},
	{"no-check-file", "CHECK: a\n", "a\n", "-v"},
	{"dump-input-bad", "CHECK: a\n", "a\n", "--dump-input=sometimes"},
	{"dump-input-help", "CHECK: a\n", "a\n", "--dump-input=help"},
	{"dump-input-never", "CHECK: b\n", "a\n", "--dump-input=never"},
	{"dump-filter-all", "CHECK: b\nCHECK: zz\n", "1\n2\n3\nb\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n", "--dump-input-filter=all"},
	{"dump-filter-annotation", "CHECK: b\nCHECK: zz\n", "1\n2\n3\n4\n5\n6\n7\n8\nb\n10\n11\n12\n13\n14\n15\n16\n17\n18\n", "--dump-input=always --dump-input-filter=annotation -v"},
	{"dump-filter-annotation-full", "CHECK: b\nCHECK: zz\n", "1\n2\n3\n4\n5\n6\n7\n8\nb\n10\n11\n12\n13\n14\n15\n16\n17\n18\n", "--dump-input=always --dump-input-filter=annotation-full -v"},
	{"dump-filter-error", "CHECK: b\nCHECK-NEXT: zz\n", "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\nb\n12\n13\n14\n15\n16\n17\n18\n19\n20\n21\n", "--dump-input-filter=error"},
	{"dump-context-0", "CHECK: b\nCHECK-NEXT: zz\n", "1\n2\n3\n4\nb\n6\n7\n8\n9\n", "--dump-input-context=0"},
	{"dump-context-1", "CHECK: b\nCHECK-NEXT: zz\n", "1\n2\n3\n4\nb\n6\n7\n8\n9\n", "--dump-input-context 1 --dump-input-context=0"},
	{"dump-multiple-modes", "CHECK: b\n", "b\n", "--dump-input=never --dump-input=always"},
	{"dump-label-width", "CHECK: b\n", "b\n", "--dump-input=always --dump-input-label-width=20"},
	{"env-opts", "CHECK: b\n", "a\n", ""},
	// variables
	{"var-capture", "CHECK: x=[[X:[0-9]+]]\nCHECK: y=[[X]]\n", "x=42\ny=42\n", ""},
	{"var-capture-fail", "CHECK: x=[[X:[0-9]+]]\nCHECK: y=[[X]]\n", "x=42\ny=43\n", ""},
	{"var-undefined", "CHECK: [[UNDEF]]\n", "a\n", ""},
	{"var-undefined-two", "CHECK: [[U1]] [[U2]]\n", "a\n", ""},
	{"var-same-line", "CHECK: [[X:a+]] [[X]]\n", "aa a aa\n", ""},
	{"var-same-line-fail", "CHECK: [[X:a+]]-[[X]]!\n", "aa-a!\n", ""},
	{"var-empty-def", "CHECK: a[[X:]]b\nCHECK: [[X]]c\n", "ab\nc\n", ""},
	{"var-bad-name", "CHECK: [[1X:a]]\n", "a\n", ""},
	{"var-space", "CHECK: [[X :a]]\n", "a\n", ""},
	{"var-use-bad", "CHECK: [[X-]]\n", "a\n", ""},
	{"var-unterminated", "CHECK: [[X:a\n", "a\n", ""},
	{"var-stray-bracket", "CHECK: [[X:a]b]]\n", "a\n", ""},
	{"var-nested-brackets", "CHECK: [[X:[[:alpha:]]+]] [[X]]\n", "ab ab\n", ""},
	{"var-triple-bracket", "CHECK: [[[X:a]]]\n", "[a]\n", ""},
	{"var-escaped-value", "CHECK: [[X:.*]]\nCHECK: [[X]]\n", "a\"b\nzz\n", ""},
	{"var-regex-chars", "CHECK: [[X:.*]]\nCHECK: [[X]]\n", "a.b*c\na.b*c\n", ""},
	{"var-scope", "CHECK-LABEL: f\nCHECK: [[L:[a-z]]] [[$G:[a-z]]]\nCHECK-LABEL: g\nCHECK: [[L]]\n", "f\nx y\ng\nx\n", "--enable-var-scope"},
	{"var-scope-global", "CHECK-LABEL: f\nCHECK: [[L:[a-z]]] [[$G:[a-z]]]\nCHECK-LABEL: g\nCHECK: [[$G]]\n", "f\nx y\ng\ny\n", "--enable-var-scope"},
	{"var-noscope", "CHECK-LABEL: f\nCHECK: [[L:[a-z]]]\nCHECK-LABEL: g\nCHECK: [[L]]\n", "f\nx\ng\nx\n", ""},
	{"var-dag", "CHECK-DAG: [[A:[a-z]+]]=1\nCHECK-DAG: [[A]]=2\n", "foo=2\nfoo=1\n", ""},
	{"var-not", "CHECK: [[A:[a-z]+]]\nCHECK-NOT: [[A]]\nCHECK: end\n", "foo\nfoo\nend\n", ""},
	// numeric
	{"num-capture", "CHECK: [[#N:]]\nCHECK: [[#N+1]]\n", "10\n11\n", ""},
	{"num-capture-fail", "CHECK: [[#N:]]\nCHECK: [[#N+1]]\n", "10\n12\n", ""},
	{"num-hex", "CHECK: [[#%X,N:]]\nCHECK: [[#%x,N*2]]\n", "FF\n1fe\n", ""},
	{"num-hex-mul", "CHECK: [[#%X,N:]]\nCHECK: [[#%x,mul(N,2)]]\n", "FF\n1fe\n", ""},
	{"num-precision", "CHECK: [[#%.8X,ADDR:]]\nCHECK: [[#%.8X,ADDR+16]]\n", "0000ABCD\n0000ABDD\n", ""},
	{"num-alt", "CHECK: [[#%#x,A:]]\nCHECK: [[#%#x,A+1]]\n", "0xff\n0x100\n", ""},
	{"num-signed", "CHECK: [[#%d,N:]]\nCHECK: [[#%d,N-5]]\n", "-3\n-8\n", ""},
	{"num-unsigned-neg", "CHECK: [[#N:]]\nCHECK: [[#N-5]]\n", "3\n-2\n", ""},
	{"num-funcs", "CHECK: [[#max(3,5)]] [[#min(3,5)]] [[#div(10,3)]] [[#sub(2,1)]] [[#add(1,1)]]\n", "5 3 3 1 2\n", ""},
	{"num-div-zero", "CHECK: [[#div(1,0)]]\n", "1\n", ""},
	{"num-bad-func", "CHECK: [[#foo(1,2)]]\n", "1\n", ""},
	{"num-func-args", "CHECK: [[#add(1)]]\n", "1\n", ""},
	{"num-func-missing-arg", "CHECK: [[#add(1,)]]\n", "1\n", ""},
	{"num-paren", "CHECK: [[#(1+2)-1]]\n", "2\n", ""},
	{"num-paren-unclosed", "CHECK: [[#(1+2]]\n", "2\n", ""},
	{"num-bad-op", "CHECK: [[#1*2]]\n", "2\n", ""},
	{"num-bad-format", "CHECK: [[#%z,N:]]\n", "2\n", ""},
	{"num-bad-format2", "CHECK: [[#z,N:]]\n", "2\n", ""},
	{"num-alt-decimal", "CHECK: [[#%#u,N:]]\n", "2\n", ""},
	{"num-bad-precision", "CHECK: [[#%.X,N:]]\n", "2\n", ""},
	{"num-constraint", "CHECK: [[#N:]]\nCHECK: [[#==N]]\n", "7\n7\n", ""},
	{"num-constraint-empty", "CHECK: [[#N:==]]\n", "7\n", ""},
	{"num-def-and-expr", "CHECK: [[#N:]]\nCHECK: [[#M:N+1]] [[#M]]\n", "1\n2 2\n", ""},
	{"num-same-line-use", "CHECK: [[#N:]] [[#N]]\n", "1 1\n", ""},
	{"num-undef", "CHECK: [[#UNDEF+1]]\n", "1\n", ""},
	{"num-undef-two", "CHECK: [[#A+B]]\n", "1\n", ""},
	{"num-string-collision", "CHECK: [[X:a]]\nCHECK: [[#X:]]\n", "a\n1\n", ""},
	{"num-string-collision2", "CHECK: [[#X:]]\nCHECK: [[X:a]]\n", "1\na\n", ""},
	{"num-format-conflict", "CHECK: [[#%X,A:]] [[#%d,B:]]\nCHECK: [[#A+B]]\n", "F 1\n16\n", ""},
	{"num-format-redef", "CHECK: [[#%X,A:]]\nCHECK: [[#%d,A:]]\n", "F\n1\n", ""},
	{"num-literal-formats", "CHECK: [[#0x10]] [[#010]] [[#0b11]]\n", "16 8 3\n", ""},
	{"num-bad-operand", "CHECK: [[#1+]]\n", "1\n", ""},
	{"num-bad-operand2", "CHECK: [[#!]]\n", "1\n", ""},
	{"num-pseudo-bad", "CHECK: [[#@FOO]]\n", "1\n", ""},
	{"num-pseudo-def", "CHECK: [[#@LINE:]]\n", "1\n", ""},
	{"num-trailing-chars", "CHECK: [[#N: x]]\n", "1\n", ""},
	{"num-overflow", "CHECK: [[#N:]]\nCHECK: [[#N-100]]\n", "1\n1\n", ""},
	{"line", "CHECK: [[@LINE]]\nCHECK: [[@LINE+1]]\n", "1\n3\n", ""},
	{"line-numeric", "CHECK: [[#@LINE]] [[#@LINE-1]]\n", "1 0\n", ""},
	{"line-fail", "CHECK: x[[@LINE]]\n", "x2\n", ""},
	{"line-bad", "CHECK: [[@LINE*2]]\n", "1\n", ""},
	{"line-bad2", "CHECK: [[@LINE+1+1]]\n", "1\n", ""},
	{"line-bad3", "CHECK: [[@LINE+x]]\n", "1\n", ""},
	{"line-def", "CHECK: [[@LINE:x]]\n", "1\n", ""},
	// regex syntax
	{"regex-unterminated", "CHECK: a{{b\n", "ab\n", ""},
	{"regex-invalid-paren", "CHECK: a{{(b}}\n", "ab\n", ""},
	{"regex-invalid-bracket", "CHECK: a{{[b}}\n", "ab\n", ""},
	{"regex-invalid-rep", "CHECK: a{{*}}\n", "ab\n", ""},
	{"regex-invalid-range", "CHECK: a{{[z-a]}}\n", "ab\n", ""},
	{"regex-invalid-class", "CHECK: a{{[[:foo:]]}}\n", "ab\n", ""},
	{"regex-invalid-brace", "CHECK: a{{b{1}}\n", "ab\n", ""},
	{"regex-invalid-count", "CHECK: a{{b{2,1}}}\n", "ab\n", ""},
	{"regex-double-rep", "CHECK: a{{b**}}\n", "ab\n", ""},
	{"regex-empty", "CHECK: a{{}}b\n", "ab\n", ""},
	{"regex-empty-alt", "CHECK: a{{b|}}\n", "ab\n", ""},
	{"regex-trailing-backslash", "CHECK: a{{b\\}}\n", "ab\n", ""},
	{"regex-backref-bad", "CHECK: a{{\\1}}\n", "ab\n", ""},
	{"regex-escape-letter", "CHECK: x{{\\n}}y\n", "xny\n", ""},
	{"regex-brace-literal", "CHECK: {{a{,2}}}\n", "a{,2}\n", ""},
	{"regex-class", "CHECK: {{[[:digit:]]+}}x{{[[:space:]]}}y\n", "12x y\n", ""},
	{"regex-negated-newline", "CHECK: a{{[^x]*}}b\n", "a\nb\nab\n", ""},
	{"regex-anchors", "CHECK: {{^}}b{{$}}\n", "ab\nb\n", ""},
	{"regex-caret-mid", "CHECK: a\nCHECK-SAME: {{^}}b\n", "ab\n", ""},
	{"regex-longest", "CHECK: [[X:a|ab]]c\nCHECK: [[X]]\n", "abc\nab\n", ""},
	{"regex-dot-newline", "CHECK: a{{.*}}b\n", "a\nb\n", ""},
	{"regex-repeat", "CHECK: {{x{3}}}y\n", "xxxxy\n", ""},
	{"regex-bracket-specials", "CHECK: {{[]a-]+}}z\n", "]-az\n", ""},
	{"regex-in-literal-text", "CHECK: a.b(c)*\n", "a.b(c)*\n", ""},
	// diagnostics layout
	{"tab-input", "CHECK: x\nCHECK-NEXT: zz\n", "\tx\n\ty\ty\n", ""},
	{"tab-input-strict", "CHECK: x\nCHECK-NEXT: zz\n", "\tx\n\ty\ty\n", "--strict-whitespace"},
	{"utf8-input", "CHECK: é\nCHECK-NEXT: zz\n", "é\nñ\n", ""},
	// Regexes match bytes: a dot is one byte of "é", columns count bytes.
	{"utf8-dot-one-byte", "CHECK: h{{.}}llo\n", "héllo\n", ""},
	{"utf8-dot-two-bytes", "CHECK: h{{..}}llo\nCHECK-SAME: zz\n", "héllo\n", ""},
	{"utf8-dot-capture", "CHECK: [[X:.]]\nCHECK: [[X]]{{.}}\n", "é\nx\n\xc3\xa9\n", ""},
	{"utf8-negated-bracket", "CHECK: a{{[^x]}}b\nCHECK: c{{[^x][^x]}}d\n", "aéb\ncéd\n", ""},
	{"utf8-bracket-member", "CHECK: x{{[é]}}y\nCHECK: x{{[é]+}}y\n", "xéy\nx\xa9y\n", ""},
	{"utf8-repeat-last-byte", "CHECK: {{aé+}}\nCHECK-SAME: zz\n", "aé\xa9\xa9é\n", ""},
	{"utf8-ignore-case", "CHECK: {{é}}\n", "É\n", "--ignore-case"},
	{"utf8-ignore-case-ascii", "CHECK: {{é}}X\n", "éx\n", "--ignore-case"},
	{"utf8-columns", "CHECK: ñ\nCHECK-SAME: {{z}}\n", "añbñc\n", ""},
	{"utf8-invalid-bytes", "CHECK: a{{.}}b\nCHECK: c{{..}}d\n", "a\xffb\nc\xe9\x80d\n", ""},
	{"utf8-backref", "CHECK: [[X:.]]{{.}}[[X]]\n", "\xc3\xa9\xc3\n", ""},
	{"utf8-numeric-after", "CHECK: é[[#N:]]\nCHECK-NEXT: [[#N+1]]\n", "é41\n42\n", ""},
	{"long-lines", "CHECK: " + repeatStr("ab", 60) + "\n", repeatStr("ab", 59) + "x\n", ""},
	{"many-lines", "CHECK: needle\n", repeatStr("hay\n", 120) + "needle\n", "--dump-input=always"},
	{"many-lines-fail", "CHECK: hay\nCHECK-NEXT: needle\n", repeatStr("hay\n", 120), ""},
	{"input-no-trailing-newline", "CHECK: a\nCHECK: c\n", "a\nb", ""},
	{"binary-input", "CHECK: a\nCHECK: zz\n", "a\x00\x01\xff\nb\n", ""},
	{"directive-at-eof", "CHECK: a", "a\n", ""},
	{"check-file-crlf-regex", "CHECK: {{a}}\r\n", "a\n", ""},
	{"multiple-failures-not", "CHECK: a\nCHECK-NOT: b\nCHECK-NOT: c\nCHECK: d\n", "a\nb\nc\nd\n", ""},
	{"search-range-multiline", "CHECK: a\nCHECK: zz\n", "a\nb\nc\nd\n", ""},
	// more layout and semantics
	{"multiline-match", "CHECK: a{{[[:space:]]+}}b\nCHECK: zz\n", "xa\n\n  b\nc\n", ""},
	{"count-multiline", "CHECK-COUNT-2: {{a[[:space:]]*b}}\n", "a\nb a\nb\n", ""},
	{"elided-lines", "CHECK: start\nCHECK: zz\n", "start\n" + repeatStr("x\n", 30) + "end\n", "--dump-input-filter=error --dump-input-context=2"},
	{"elided-few", "CHECK: l1\nCHECK-NEXT: zz\n", "l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\n", "--dump-input-context=1"},
	{"implicit-not-dump", "CHECK: a\nCHECK: c\n", "a\nb\nc\n", "--implicit-check-not=b --implicit-check-not=q --dump-input=always"},
	{"empty-before-label", "CHECK: hello\nCHECK-EMPTY:\nCHECK-EMPTY:\nCHECK-LABEL: label\n", "hello\n\nworld\nlabel\n", ""},
	{"empty-full-lines", "CHECK: a\nCHECK-EMPTY:\n", "a\n\n", "--match-full-lines"},
	{"cr-only-newlines", "CHECK: a\nCHECK-NEXT: b\n", "a\rb\r", ""},
	{"next-crlf-strict", "CHECK: a\nCHECK-NEXT: b\n", "a\r\nb\r\n", "--strict-whitespace"},
	{"prefix-at-eof", "CHECK: a\nCHECK", "a\n", ""},
	{"label-empty", "CHECK-LABEL:\n", "a\n", ""},
	{"num-spaces", "CHECK: [[# N :]]\nCHECK: [[# N + 1 ]]\n", "4\n5\n", ""},
	{"num-unsigned-explicit", "CHECK: [[#%u,N:]] [[#%u,N+1]]\n", "4 5\n", ""},
	{"not-defines-var", "CHECK: a\nCHECK-NOT: [[X:b]]\nCHECK: c\n", "a\nc\n", ""},
	{"backref-many", "CHECK: [[A:a]][[B:b]][[C:c]][[D:d]][[E:e]][[F:f]][[G:g]][[H:h]][[I:i]][[J:j]] [[J]][[A]]\n", "abcdefghij ja\n", ""},
	{"backref-ten", "CHECK: [[A:a]][[B:b]][[C:c]][[D:d]][[E:e]][[F:f]][[G:g]][[H:h]][[I:i]][[J:j]] [[J]]\n", "abcdefghij j\n", ""},
	{"dag-discard-vv", "CHECK-DAG: def\nCHECK-DAG: abc\nCHECK-DAG: abc\nCHECK-DAG: def\n", "abc\ndef\nabc\n", ""},
	{"dag-not-between", "CHECK: start\nCHECK-DAG: a\nCHECK-DAG: b\nCHECK-NOT: x\nCHECK-DAG: c\nCHECK: end\n", "start\nb\na\nx\nc\nend\n", ""},
	{"label-fuzzy", "CHECK-LABEL: lab0\nCHECK: foo\nCHECK-LABEL: lab2\n", "lab0\nfoo\nlab1\nbar\n", ""},
	{"same-single-char-range", "CHECK: hello\nCHECK-SAME: world\nCHECK-SAME: again\n", "hello world!\n", ""},
	{"next-eof-range", "CHECK: hello\nCHECK-NEXT: again\nCHECK-NEXT: world\n", "hello\nagain\n", ""},
	{"not-twice-fail", "CHECK-NOT: goodbye\nCHECK-NOT: world\nCHECK: ain\n", "hello\nworld\nagain\n", ""},
	{"whitespace-only-input", "CHECK-NOT: x\n", "   \n", ""},
	{"var-def-in-regex-group", "CHECK: [[X:(a|b)+]] [[X]]\n", "ab ab\n", ""},
	{"regex-backslash-literal", "CHECK: {{a\\.b}}\n", "a.b\n", ""},
	{"check-count-label", "CHECK-LABEL: f\nCHECK-COUNT-2: x\nCHECK-LABEL: g\n", "f\nx\ng\nx\n", ""},
	{"dos-check-file", "CHECK: a\r\nCHECK-NEXT: b\r\n", "a\nb\n", ""},
	{"literal-full-lines", "CHECK{LITERAL}: {{a}}\n", " {{a}} \n", "--match-full-lines"},
	{"ignore-case-regex-var", "CHECK: [[X:ab]]\nCHECK: [[X]]\n", "AB\nab\n", "--ignore-case"},
	// match-time errors
	{"err-excluded", "CHECK-NOT: [[#0x8000000000000000+0x8000000000000000]] [[UNDEFVAR]]\n", "10000000000000000\n", ""},
	{"err-expected", "CHECK: [[#0x8000000000000000+0x8000000000000000]] [[UNDEFVAR]]\n", "10000000000000000\n", ""},
	{"err-dag", "CHECK-DAG: [[UNDEFVAR]]\nCHECK-DAG: x\n", "x\n", ""},
	{"err-count", "CHECK-COUNT-2: [[#N]]\n", "1\n", ""},
	{"err-overflow-unsigned", "CHECK: [[#0-1]]\n", "1\n", ""},
	{"err-matched-excluded", "CHECK-NOT: [[#0x8000000000000000+0x8000000000000000]]\n", "18446744073709551616\n", ""},
	{"err-matched-expected", "CHECK: [[#0x8000000000000000+0x8000000000000000]]\n", "18446744073709551616\n", ""},
	{"err-label-next", "CHECK-LABEL: a\nCHECK-NEXT: [[U]]\nCHECK-LABEL: b\n", "a\nx\nb\n", ""},
	{"vv-dag-discard-pass", "CHECK-DAG: a\nCHECK-DAG: a\nCHECK: end\n", "a a\nend\n", ""},
	{"eof-with-not-vv", "CHECK: a\nCHECK-NOT: b\n", "a\nc\n", ""},
	// option parsing
	{"opt-implicit-bad-regex", "CHECK: a\n", "a\n", "--implicit-check-not={{(}}"},
	{"opt-prefixes-space", "A: a\nB: b\n", "a\nb\n", "--check-prefixes A,B"},
	{"opt-prefix-mixed", "A: a\nB: b\nC: c\n", "a\nb\nc\n", "-check-prefix=A -check-prefixes=B,C"},
	{"opt-input-stdin", "CHECK: a\n", "a\n", "--input-file -"},
	{"opt-context-negative", "CHECK: a\n", "a\n", "--dump-input-context=-1"},
	{"opt-context-word", "CHECK: a\n", "a\n", "--dump-input-context x"},
	{"opt-bool-value", "CHECK: A\n", "a\n", "--ignore-case=true"},
	{"opt-bool-false", "CHECK: A\n", "a\n", "--ignore-case=false"},
	{"opt-bool-bad", "CHECK: A\n", "a\n", "--ignore-case=yes"},
	{"opt-double-dash-positional", "CHECK: a\n", "a\n", "-- %s"},
	{"opt-missing-value", "CHECK: a\n", "a\n", "%s --input-file"},
	{"opt-define-empty-value", "CHECK: x[[X]]y\n", "xy\n", "-DX="},
	{"opt-define-twice", "CHECK: [[X]]\n", "1\n", "-DX=1 -DX=2"},
	{"opt-define-num-twice", "CHECK: [[#N]]\n", "2\n", "-D#N=1 -D#N=2"},
	{"opt-define-space", "CHECK: [[X]]\n", "a b\n", "-DX=a\\_b"},
	{"opt-define-bad-num-format", "CHECK: a\n", "a\n", "-D#%q,N=1"},
	{"opt-comment-prefixes-two", "A: CHECK: zz\nB: CHECK: zz\nCHECK: a\n", "a\n", "--comment-prefixes=A,B"},
	{"opt-check-prefix-equals-comment", "CHECK: a\n", "a\n", "--check-prefixes=RUN"},
	// regex semantics
	{"re-alt-longest", "CHECK: {{a|ab}}\n", "abc\n", ""},
	{"re-posix-groups", "CHECK: [[X:(a|ab)(c|bcd)]]\nCHECK: [[X]]\n", "abcd\nabcd\n", ""},
	{"re-two-stars", "CHECK: [[X:a*]][[Y:a*]]b\nCHECK: <[[X]]|[[Y]]>\n", "aaab\n<aaa|>\n", ""},
	{"re-ident", "CHECK: {{[[:alpha:]_][[:alnum:]_]*}}(\n", "  foo_1(x)\n", ""},
	{"re-dollar-escape", "CHECK: {{\\$}}x\n", "a$x\n", ""},
	{"re-question", "CHECK: colou{{r?}}\n", "color colour\n", ""},
	{"re-plus-group", "CHECK: {{(ab)+}}c\n", "ababc\n", ""},
	{"re-nested-var", "CHECK: [[X:x[[:digit:]]+]] [[X]]\n", "x12 x12\n", ""},
	{"re-backref-retry", "CHECK: [[X:[a-z]+]]=[[X]];\n", "ab=a; cd=cd;\n", ""},
	{"re-dot-star-longest", "CHECK: a{{.*}}b\nCHECK: c\n", "a1b2b c\n", ""},
	{"re-empty-group", "CHECK: a{{()}}b\n", "ab\n", ""},
	{"re-caret-in-bracket", "CHECK: {{[a^]+}}\n", "^a^\n", ""},
	{"re-range-hyphen-end", "CHECK: {{[a-c-]+}}!\n", "a-c-!\n", ""},
	{"re-word-boundary", "CHECK: {{[[:<:]]foo[[:>:]]}}\n", "xfoo foo\n", ""},
	// dump filtering over longer inputs
	{"filter-mixed", "CHECK: l3\nCHECK-NOT: zz\nCHECK: l20\nCHECK-DAG: l25\nCHECK-DAG: l22\nCHECK: l40\nCHECK-NEXT: nope\n", numberedLines(50), "--dump-input-context=1 --dump-input-filter=annotation"},
	{"filter-mixed-full", "CHECK: l3\nCHECK: {{l5[[:space:]]+l6}}\nCHECK: l20\nCHECK: l40\nCHECK-NEXT: nope\n", numberedLines(50), "--dump-input-context=1 --dump-input-filter=annotation-full -v"},
	{"filter-error-far", "CHECK: l3\nCHECK: l45\nCHECK: nope\n", numberedLines(60), "--dump-input-context=3"},
	{"filter-all-always", "CHECK: l3\nCHECK: l45\n", numberedLines(60), "--dump-input=always --dump-input-context=2"},
	// numeric corner cases
	{"num-precision-only", "CHECK: [[#%.8,P:]]\nCHECK: [[#P+1]]\n", "00000022\n00000023\n", ""},
	{"num-precision-long", "CHECK: [[#%.8x,P:]]\nCHECK: [[#P+1]]\n", "fffffffff\n1000000000\n", ""},
	{"num-empty-expr", "CHECK: foo [[#]] bar\n", "foo 104 bar\n", ""},
	{"num-big-def", "CHECK: V: [[#N:]]\nCHECK: [[#N+1]]\n", "V: 10000000000000000000000\n10000000000000000000001\n", ""},
	{"num-big-sum", "CHECK: [[#%X,0x8000000000000000+0x8000000000000000]]\n", "10000000000000000\n", ""},
	{"num-big-neg", "CHECK: [[#%d,-0x8000000000000000-0x8000000000000000]]\n", "-18446744073709551616\n", ""},
	{"num-conflict-complex", "CHECK: [[#A:]] [[#%x,B:]]\nCHECK: [[#A + A + B]]\n", "1 f\n17\n", ""},
	{"num-cli-conflict-str", "CHECK: a\n", "a\n", "-D#NUMVAR=42 -DNUMVAR=foobar"},
	{"num-cli-conflict-num", "CHECK: a\n", "a\n", "-DSTRVAR=foobar -D#STRVAR=42"},
	{"num-same-line-def-expr", "CHECK: [[#U:]]\nCHECK: [[#U2:U+1]] [[#U2+1]]\n", "1\n2 3\n", ""},
	{"num-call-spaces", "CHECK: [[#N:]]\nCHECK: [[# %u , add (N,2)]] [[# %u , N + sub( add (100 , N+ 1 ), 20) +1 ]]\n", "11\n13 104\n", ""},
	{"num-def-constraint", "CHECK: [[#VARDEF: ==]]\n", "1\n", ""},
	{"num-bogus-function", "CHECK: [[#bogus_function(N)]]\n", "1\n", "-D#N=1"},
	{"num-hex-prefix-missing", "CHECK-NOT: {{^}}X: [[#%#x,H:]]\nCHECK: end\n", "X: xf\nend\n", ""},
	{"num-padding-short", "CHECK-NOT: {{^}}P: [[#%.8,N:]]\nCHECK: end\n", "P: 0000022\nend\n", ""},
	{"num-def-expr-next", "CHECK: [[# V20:]]\nCHECK-NEXT: [[# V42: V20+22]]\n", "20\n43\n42\n", ""},
	{"num-constraint-nomatch", "CHECK: U=[[#U:]]\nCHECK-NEXT: U: [[#==U]]\n", "U=11\nU: 12\n", ""},
	{"num-redef-format", "CHECK: [[#U:]]\nCHECK: [[#%X,U:]]\n", "22\nDC\n", ""},
	{"num-alt-upper", "CHECK: [[#%#X,H:]] [[#%#.8X,H]]\n", "0xE 0x0000000E\n", ""},
	{"num-unsi-big-imm", "CHECK: [[#U:]]\nCHECK-NEXT: [[#U+0x8000000000000000]]\n", "11\n9223372036854775819\n", ""},
}

func numberedLines(n int) string {
	out := ""
	for i := 1; i <= n; i++ {
		out += "l" + itoa(i) + "\n"
	}
	return out
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

func repeatStr(s string, n int) string {
	out := ""
	for i := 0; i < n; i++ {
		out += s
	}
	return out
}

func differentialCases() []diffCase {
	var out []diffCase
	for _, b := range baseCases {
		for _, v := range verbosities {
			args := b.args
			if v.args != "" {
				args = v.args + " " + args
			}
			if !containsCheckFile(args) {
				args += " %s"
			}
			out = append(out, diffCase{name: b.name + "/" + v.name, args: args, check: b.check, input: b.input})
		}
	}
	out = append(out,
		diffCase{name: "env/v", args: "%s", check: "CHECK: a\n", input: "a\n", env: "-v"},
		diffCase{name: "env/dump", args: "%s", check: "CHECK: a\n", input: "a\n", env: "--dump-input=always -v"},
		diffCase{name: "env/quoted", args: "%s", check: "CHECK: a\n", input: "b\n", env: "'--implicit-check-not=b'"},
	)
	out = append(out, conformanceCases()...)
	return out
}

func containsCheckFile(args string) bool {
	for _, f := range []string{"%s", "--dump-input=help"} {
		if len(args) >= len(f) {
			for i := 0; i+len(f) <= len(args); i++ {
				if args[i:i+len(f)] == f {
					return true
				}
			}
		}
	}
	return false
}
