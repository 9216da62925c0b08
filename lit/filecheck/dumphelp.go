package filecheck

// dumpInputHelp is printed by --dump-input=help.
const dumpInputHelp = "" +
	"The following description was requested by -dump-input=help to\n" +
	"explain the input dump printed by FileCheck.\n" +
	"\n" +
	"Related command-line options:\n" +
	"\n" +
	"  - -dump-input=<value> enables or disables the input dump\n" +
	"  - -dump-input-filter=<value> filters the input lines\n" +
	"  - -dump-input-context=<N> adjusts the context of filtered lines\n" +
	"  - -v and -vv add more annotations\n" +
	"  - -color forces colors to be enabled both in the dump and below\n" +
	"  - -help documents the above options in more detail\n" +
	"\n" +
	"These options can also be set via FILECHECK_OPTS.  For example, for\n" +
	"maximum debugging output on failures:\n" +
	"\n" +
	"  $ FILECHECK_OPTS='-dump-input-filter=all -vv -color' ninja check\n" +
	"\n" +
	"Input dump annotation format:\n" +
	"\n" +
	"  - L:     labels line number L of the input file\n" +
	"           An extra space is added after each input line to represent the\n" +
	"           newline character\n" +
	"  - T:L    labels the only match result for either (1) a pattern of type T from\n" +
	"           line L of the check file if L is an integer or (2) the I-th implicit\n" +
	"           pattern if L is \"imp\" followed by an integer I (index origin one)\n" +
	"  - T:L'N  labels the Nth match result for such a pattern\n" +
	"  - ^~~    marks good match (reported if -v)\n" +
	"  - !~~    marks bad match, such as:\n" +
	"           - CHECK-NEXT on same line as previous match (error)\n" +
	"           - CHECK-NOT found (error)\n" +
	"           - CHECK-DAG overlapping match (discarded, reported if -vv)\n" +
	"  - X~~    marks search range when no match is found, such as:\n" +
	"           - CHECK-NEXT not found (error)\n" +
	"           - CHECK-NOT not found (success, reported if -vv)\n" +
	"           - CHECK-DAG not found after discarded matches (error)\n" +
	"  - ?      marks fuzzy match when no match is found\n" +
	"  - ...    indicates elided input lines and annotations, as specified by\n" +
	"           -dump-input-filter and -dump-input-context\n" +
	"  - colors success, error, fuzzy match, discarded match, unmatched input\n"
