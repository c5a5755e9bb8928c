package patterns

import (
	"slices"
	"strings"
	"testing"
)

// TestBodyAssigns: the values a body assigns a variable are read where
// it sets them, whatever the line, and only plain ones.
func TestBodyAssigns(t *testing.T) {
	for _, c := range []struct {
		text, name string
		want       []string
	}{
		{"OZ=ozdesk\n$OZ queue approve 1\n", "OZ", []string{"ozdesk"}},
		{"cd /tmp\nexport OZ='ozdesk'; \"$OZ\" x", "OZ", []string{"ozdesk"}},
		{"OZ=a; OZ=b; OZ=a", "OZ", []string{"a", "b"}},
		{"XOZ=ozdesk; $OZ x", "OZ", nil},
		{"OZ=$(which ozdesk)", "OZ", nil},
		{"OZ=", "OZ", nil},
		{"echo ${OZ=ozdesk}", "OZ", nil},
	} {
		if got := bodyAssigns(c.text, c.name); !slices.Equal(got, c.want) {
			t.Errorf("bodyAssigns(%q, %s) = %q, want %q", c.text, c.name, got, c.want)
		}
	}
}

// TestSubstVar: $NAME and ${NAME} are replaced, $NAMED is not.
func TestSubstVar(t *testing.T) {
	for _, c := range [][3]string{
		{"$OZ queue approve 1", "OZ", "ozdesk queue approve 1"},
		{"\"${OZ}\" x $OZD $OZ", "OZ", "\"ozdesk\" x $OZD ozdesk"},
		{"echo $O", "OZ", "echo $O"},
	} {
		if got := substVar(c[0], c[1], "ozdesk"); got != c[2] {
			t.Errorf("substVar(%q) = %q, want %q", c[0], got, c[2])
		}
	}
}

// TestFileVarsRead: make, just and go-task read a variable their file
// sets once to plain text by its value; one set twice, by ?=, or not
// plain stays unknown (make's $(shell CMD) is the shell's $(CMD), its
// output unknown, body_make_expand.go).
func TestFileVarsRead(t *testing.T) {
	mf, ok := parseMakefile("OZ := ozdesk\nGO = go\nX ?= y\nT = a\nT = b\nS = $(shell pwd)\nall:\n\t$(OZ) $(GO) $(X) $(T) $(S) ${GO}\n")
	if !ok {
		t.Fatal("the makefile did not parse")
	}
	body, _, _ := mf.recipes([]string{"all"}, mf.vars)
	if want := "ozdesk go y ${OZDESK_MAKE_VAR} ${OZDESK_MAKE_ENV:-$(pwd\n)} go"; !strings.Contains(body, want) {
		t.Errorf("make body %q, want %q", body, want)
	}
	jf, ok := parseJustfile("oz := \"ozdesk\"\nq := 'a b'\nt := `date`\nr:\n    {{oz}} {{ q }} {{t}} {{ oz + q }}\n")
	if !ok {
		t.Fatal("the justfile did not parse")
	}
	lines, _, _, _ := jf.run([]string{"r"}, false)
	if want := "ozdesk a b ${OZDESK_TEMPLATE} ${OZDESK_TEMPLATE}"; len(lines) != 1 || lines[0] != want {
		t.Errorf("just lines %q, want %q", lines, want)
	}
	tf, ok := parseTaskfile([]byte("vars:\n  OZ: ozdesk\n  SH:\n    sh: echo x\ntasks:\n  a: '{{.OZ}} {{.SH}}'\n  b:\n    vars:\n      OZ: x\n    cmds: ['{{.OZ}}']\n"))
	if !ok {
		t.Fatal("the Taskfile did not parse")
	}
	tl, _ := tf.run([]string{"a", "b"}, "/p")
	if len(tl) != 2 || tl[0].text != "ozdesk ${OZDESK_TEMPLATE}" || tl[1].text != "${OZDESK_TEMPLATE}" {
		t.Errorf("task lines %+v", tl)
	}
	if got := packageConfigValues("$npm_package_config_bin x ${npm_package_config_b}", packageConfig([]byte(`{"config":{"bin":"ozdesk","b":"$x"}}`))); got != "ozdesk x ${npm_package_config_b}" {
		t.Errorf("package config read as %q", got)
	}
}

// FuzzBodyVars: reading a file's variables and substituting them never
// panics, and a body with no $ is left as it is.
func FuzzBodyVars(f *testing.F) {
	f.Add("OZ := ozdesk\nall:\n\t$(OZ) x\n", "OZ")
	f.Add("oz := \"ozdesk\"\nr:\n    {{oz}}\n", "oz")
	f.Add("OZ=ozdesk; ${OZ", "OZ")
	f.Fuzz(func(t *testing.T, text, name string) {
		if mf, ok := parseMakefile(text); ok {
			_, _, _ = mf.recipes([]string{mf.first}, mf.vars)
		}
		if jf, ok := parseJustfile(text); ok {
			_, _, _, _ = jf.run(nil, false)
		}
		_ = templateWith(text, "{{", "}}", map[string]string{name: "v"})
		for _, v := range bodyAssigns(text, name) {
			got := substVar(text, name, v)
			if !strings.Contains(text, "$") && got != text {
				t.Errorf("substVar changed %q with no $: %q", text, got)
			}
		}
	})
}
