package patterns

import (
	"testing"
)

// fx54b (rt53 N3): ozdesk's deciding verbs computed in a script are read
// as ozdesk's (body_guard_verbs.go), the everyday scripts whose program is
// a variable stay as they were.

// fx54bVerbFiles are the scripts, by path under the home.
var fx54bVerbFiles = map[string]string{
	"proj/s/v1.sh":   "v=appr; $OZ queue ${v}ove 2\n",
	"proj/s/v2.sh":   "OZ=OZDESK; ${OZ,,} queue appr$()ove 2\n",
	"proj/s/v3.sh":   "q=queue; a=approve\n$OZ $q $a 2\n",
	"proj/s/v4.sh":   "a=(ozdesk queue approve 2); \"${a[@]}\"\n",
	"proj/s/v5.sh":   "eval \"$(cat name.txt) queue approve 2\"\n",
	"proj/s/v6.sh":   "n=$(cat name.txt)\n$n policy ${p}llow 'rm -rf *' --reason x\n",
	"proj/s/v7.sh":   "bash -c \"$N queue de${x}ny 3\"\n",
	"proj/s/v8.sh":   "args=(queue approve 2)\n$OZ \"${args[@]}\"\n",
	"proj/s/v9.sh":   "$(cat name.txt) q${u}eue ${v}rove 2\n",
	"proj/s/v10.sh":  "X=oz; X+=desk; v=ve; $X queue appro$v 2\n",
	"proj/s/v11.sh":  ". s/vars.sh\n$OZ $Q $V 2\n",
	"proj/s/vars.sh": "OZ=ozdesk\nQ=queue V=approve\n",
	// everyday
	"proj/s/e1.sh":  "exec \"$@\"\n",
	"proj/s/e2.sh":  "$CC $CFLAGS -o app main.c\n",
	"proj/s/e3.sh":  "for t in a b; do ${RUNNER:-npm} run $t; done\n",
	"proj/s/e4.sh":  "args=(build ./...)\ngo \"${args[@]}\"\n",
	"proj/s/e5.sh":  "eval \"$(ssh-agent -s)\"\n",
	"proj/s/e6.sh":  "$CELERY worker --queue $Q\n",
	"proj/s/e7.sh":  "$PY manage.py rqworker $queue\n",
	"proj/s/e8.sh":  "$KUBECTL apply -f k8s/ && $KUBECTL rollout status deploy/$APP\n",
	"proj/s/e9.sh":  "eval \"$CMD\"\n",
	"proj/s/e10.sh": "$DOCKER compose run --rm app $cmd\n",
	"proj/s/e11.sh": ". s/env.sh\n$GO build ./...\n$GO vet ./...\n",
	"proj/s/env.sh": "GO=go\nQ=queue\n",
}

// fx54bVerbCases: the command (run in proj), the rule that must ask ("" for
// allowed), and for an ask a piece its reason must hold.
var fx54bVerbCases = []struct{ cmd, rule, reason string }{
	{"bash s/v1.sh", "cmd.guard-tamper", "at line 1, `$OZ queue ${v}ove 2`"},
	{"bash s/v2.sh", "cmd.guard-tamper", "appr$()ove"},
	{"bash s/v3.sh", "cmd.guard-tamper", "at line 2, `$OZ $q $a 2`"},
	{"bash s/v4.sh", "cmd.guard-tamper", "\"${a[@]}\""},
	{"bash s/v5.sh", "cmd.guard-tamper", "eval"},
	{"bash s/v6.sh", "cmd.guard-tamper", "at line 2"},
	{"bash s/v7.sh", "cmd.guard-tamper", "bash -c"},
	{"bash s/v8.sh", "cmd.guard-tamper", "at line 2"},
	{"bash s/v9.sh", "cmd.guard-tamper", "q${u}eue"},
	{"bash s/v10.sh", "cmd.guard-tamper", "appro$v"},
	{"bash s/v11.sh", "cmd.guard-tamper", "at line 2, `$OZ $Q $V 2`"},
	{"bash s/e1.sh", "", ""},
	{"bash s/e11.sh", "", ""},
	{"bash s/e2.sh", "", ""},
	{"bash s/e3.sh", "", ""},
	{"bash s/e4.sh", "", ""},
	{"bash s/e5.sh", "", ""},
	{"bash s/e6.sh", "", ""},
	{"bash s/e7.sh", "", ""},
	{"bash s/e8.sh", "", ""},
	{"bash s/e9.sh", "", ""},
	{"bash s/e10.sh", "", ""},
}

// TestBodyComputedVerbs checks fx54bVerbCases over real files, and that
// without them each ask goes.
func TestBodyComputedVerbs(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx54bVerbFiles)
	fx53mCheck(t, pol, home, fx54bVerbCases, false)
}
