package patterns

import "testing"

// TestFx10eCopyOzdeskByGlob: a copy of ozdesk's executable made with a
// glob that may match it, or of a directory holding it, asks as the copy
// by its literal path does (rt19i #11); copies that cannot take it along,
// and copies into its directory, stay quiet.
func TestFx10eCopyOzdeskByGlob(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := testContext()
	ctx.Protected = append(ctx.Protected, "/tmp/rt/ozdesk")
	tests := []struct {
		command string
		ask     bool
	}{
		{"cp /tmp/rt/ozdesk ./tool", true},
		{"cp /tmp/rt/ozdes? ./tool", true},
		{"cp /tmp/rt/o*k ./tool", true},
		{"cp /tmp/rt/[o]zdesk ./tool", true},
		{"cp /tmp/r?/ozdesk ./tool", true},
		{"cp /tmp/rt/* bin/", true},
		{"cp -r /tmp/rt/docs/.. cpy", true},
		{"cp -r /tmp/rt cpy", true},
		{"cp -a /tmp/r* cpy", true},
		{"cp -r ../../../tmp/rt cpy", true},
		{"rsync -a /tmp/rt/ cpy", true},
		{"ln /tmp/rt/oz* t", true},
		{"install /tmp/rt/oz* t", true},
		{"scp /tmp/rt/oz* host:t", true},
		{"cat /tmp/rt/ozde* > t", true},
		{"cp \"$D\"/ozd* t", true},
		{"cp ~/.local/bin/ozdesk-h* t", true},
		// Neighbours.
		{"cp build/* dist/", false},
		{"cp -r src/ dst/", false},
		{"cp /tmp/rt/docs/*.md out/", false},
		{"cp -r /tmp/rt/docs out", false},
		{"cp x.txt /tmp/rt/", false},
		{"cp /tmp/other/* out/", false},
		{"cp \"$D\"/* out/", false},
	}
	for _, tt := range tests {
		v := pol.Explain(tt.command, ctx, testNow)
		asked := v.Outcome == Ask && v.Rule == "cmd.guard-tamper"
		if asked != tt.ask {
			t.Errorf("%q: %s by %q; want guard-tamper's ask %v", tt.command, v.Outcome, v.Rule, tt.ask)
		}
	}
}
