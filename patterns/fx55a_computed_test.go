package patterns

import "testing"

// fx55a (rt54 M1): a body's part whose program word and verbs are both
// computed makes the runner ask by the floor, as the same text on the
// line does (body_computed.go); the everyday computed program words stay
// allowed.

// fx55aFiles are the bodies, by path under the home.
var fx55aFiles = map[string]string{
	"proj/c/m1.sh":      "A=OZDESK; Q=QUEUE; V=APPROVE; ${A,,} ${Q,,} ${V,,} 1\n",
	"proj/c/m2.sh":      "set -- oz desk que ue app rove; \"$1$2\" \"$3$4\" \"$5$6\" 1\n",
	"proj/c/m3.sh":      "read n q v < words.txt; $n $q $v 1\n",
	"proj/c/m4.sh":      "x=$(cat words.txt); $x 1\n",
	"proj/c/m5.sh":      "$(tr n-za-m a-z <<< \"bmqrfx dhrhr nccebir\") 1\n",
	"proj/c/m6.sh":      "n=$(rev <<< ksedzo); q=$(rev <<< eueuq); v=$(rev <<< evorppa); $n $q $v 1\n",
	"proj/c/m7.sh":      "source ./c/vars2; $N $Q $V 1\n",
	"proj/c/vars2":      "N=oz\"\"desk\nQ=qu\"\"eue\nV=ap\"\"prove\n",
	"proj/c/m8.sh":      "for c in $(cat words.txt); do $c 1; done\n",
	"proj/c/m9.sh":      "set -- $(cat words.txt) 1\nexec \"$@\"\n",
	"proj/c/m10.sh":     "CC=$(rev <<< ksedzo)\n$CC queue-x 1\n",
	"proj/c/m11.sh":     "$N $Q $V 1\n",
	"proj/c/m12.sh":     "\"$D/ozdesk\" $Q $V 1\n",
	"proj/package.json": `{"scripts":{"m":"${A,,} ${Q,,} ${V,,} 1","e":"$npm_execpath run build && \"$SHELL\" -c true"}}`,
	// everyday
	"proj/c/e1.sh":  "#!/bin/sh\nexec \"$@\"\n",
	"proj/c/e2.sh":  "$CC $CFLAGS -o app main.c\n$(MAKE) -C sub\n",
	"proj/c/e3.sh":  "DIR=$(cd \"$(dirname \"$0\")\" && pwd)\n\"$DIR/build.sh\" all\n",
	"proj/c/e4.sh":  "PY=python3\n$PY manage.py test\n",
	"proj/c/e5.sh":  "${PYTHON:-python3} -m pip list\n$EDITOR notes.txt\n",
	"proj/c/e6.sh":  "$CELERY worker --queue default\n",
	"proj/c/e7.sh":  "for t in a b; do ${RUNNER:-npm} run $t; done\n",
	"proj/c/e8.sh":  "\"$@\"\n",
	"proj/c/e9.sh":  "$GOPATH/bin/golangci-lint run\n",
	"proj/c/e10.sh": "PYTHON=\"python3\"\n\"$PYTHON\" -m pytest\n",
}

// fx55aCases: the command (run in proj), the rule that must ask ("" for
// allowed), and for an ask a piece its reason must hold.
var fx55aCases = []struct{ cmd, rule, reason string }{
	{"bash c/m1.sh", UnreadableRule, "at line 1, `${A,,} ${Q,,} ${V,,} 1`: its program word is computed"},
	{"bash c/m2.sh", UnreadableRule, "program word is computed"},
	{"bash c/m3.sh", UnreadableRule, "`$n $q $v 1`"},
	{"bash c/m4.sh", UnreadableRule, "`$x 1`"},
	{"bash c/m5.sh", UnreadableRule, "program word is computed"},
	{"bash c/m6.sh", UnreadableRule, "`$n $q $v 1`"},
	{"bash c/m7.sh", UnreadableRule, "`$N $Q $V 1`"},
	{"bash c/m8.sh", UnreadableRule, "`$c 1`"},
	{"bash c/m9.sh", UnreadableRule, "exec \"$@\""},
	{"bash c/m10.sh", UnreadableRule, "`$CC queue-x 1`"},
	{"bash c/m11.sh", UnreadableRule, "`$N $Q $V 1`"},
	{"bash c/m12.sh", UnreadableRule, "ozdesk is given words computed at run time"},
	{"npm run m", UnreadableRule, "package.json's script m runs"},
	{"bash c/e1.sh make", "", ""},
	{"bash c/e2.sh", "", ""},
	{"bash c/e3.sh", "", ""},
	{"bash c/e4.sh", "", ""},
	{"bash c/e5.sh", "", ""},
	{"bash c/e6.sh", "", ""},
	{"bash c/e7.sh", "", ""},
	{"bash c/e8.sh make", "", ""},
	{"bash c/e9.sh", "", ""},
	{"bash c/e10.sh", "", ""},
}

// TestBodyComputedProgram checks fx55aCases over real files, and that
// without them each ask goes.
func TestBodyComputedProgram(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx55aFiles)
	fx53mWrite(t, home, map[string]string{"proj/words.txt": "ozdesk queue approve\n"})
	fx53mCheck(t, pol, home, fx55aCases, true)
}

// TestPlainVarWord checks which program words read as one plain
// variable.
func TestPlainVarWord(t *testing.T) {
	for _, c := range []struct{ raw, name string }{
		{`$CC`, "CC"}, {`"${PYTHON}"`, "PYTHON"}, {`$(MAKE)`, "MAKE"}, {`${P:-python3}`, "P"},
		{`"$@"`, "@"}, {`$*`, "*"}, {`${A,,}`, ""}, {`"$1$2"`, ""}, {`$(tr a b)`, ""},
		{`${P:-ozdesk}`, ""}, {`${P:-$(x)}`, ""}, {`$x$y`, ""}, {`${!x}`, ""},
	} {
		name, ok := plainVarWord(c.raw)
		if ok != (c.name != "") || name != c.name {
			t.Errorf("plainVarWord(%q) = %q, %v; want %q", c.raw, name, ok, c.name)
		}
	}
}

// FuzzBodyComputedProgram checks that any body's parts are judged
// without a panic.
func FuzzBodyComputedProgram(f *testing.F) {
	for _, s := range fx55aFiles {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 4096 {
			return
		}
		for _, p := range Read(text).Parts {
			bodyComputedProgram(p, text)
		}
	})
}
