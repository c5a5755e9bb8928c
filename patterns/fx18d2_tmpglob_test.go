package patterns

import "testing"

// fx18d2TmpGlobCases (rt18d #12): a glob after literal text in the last
// component of $TMPDIR/… is temporary, as $TMPDIR/NAME is; a glob that
// may reach further (all entries, dot-files, .., a TMPDIR the line sets)
// still asks, and so does the same glob under a directory not known.
var fx18d2TmpGlobCases = []evalCase{
	allow(`rm -rf "$TMPDIR"/app-test-*`),
	allow(`rm -rf "$TMPDIR"/app-test-*.log`),
	allow(`rm -rf "${TMPDIR}"/go-build*`),
	allow(`rm -rf "$TMPDIR"/app-test`),
	ask(`rm -rf "$TMPDIR"/*`, "cmd.delete-home"),
	ask(`rm -rf "$TMPDIR"/.*`, "cmd.delete-home"),
	ask(`rm -rf "$TMPDIR"/../*`, "cmd.delete-home"),
	ask(`rm -rf "$TMPDIR"/x/../app-*`, "cmd.delete-home"),
	ask(`export TMPDIR=~; rm -rf "$TMPDIR"/app-*`, "cmd.delete-home"),
	ask(`rm -rf "$DIR"/op*`, "cmd.delete-home"),
	ask(`rm -rf "$DIR"/app-test-*`, "cmd.delete-outside"),
	ask(`rm -rf "$DIR"/.cl*`, "cmd.delete-home"),
}

func TestFx18d2TmpGlobCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx18d2TmpGlobCases {
		if v := pol.Explain(c.cmd, ctx, testNow); v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
