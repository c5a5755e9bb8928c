package patterns

import "strings"

// Local CI runners handed a secret (fx38b, rt36 D590, D597, D598): `act
// -j deploy --secret-file .env`, `circleci local execute -e
// AWS_SECRET_ACCESS_KEY=$AWS_SECRET_ACCESS_KEY deploy`, `dagger call
// --source=. deploy --token env:PROD_TOKEN`. Decided: cmd.credentials.
// The runner gives the secret to pipeline code the line does not show:
// the tree's workflow, which an earlier call may have written, and the
// actions, orbs and modules the pipeline fetches from the network and
// runs with it (act's `uses:`, circleci's orbs, dagger's modules); where
// it goes from there (a deploy, a third party's action) no word of the
// line says. That is a secret sent where the operator cannot see it, as
// `kubectl create secret --from-env-file=.env` is. A runner given no
// secret the line names (`act -j test`, `dagger call test`, `circleci
// local execute -e CI=true build`) is left alone, and so is act's own
// `-s NAME` (a name, its value read from the environment by act, as
// every program run reads it).

// ciRunner reports whether a program is a local CI runner, and the verbs
// of it that run a pipeline (none: the runner's own line runs one). A
// switch, not a map, so that the package's initialisers allocate nothing
// (TestAdapterInits).
func ciRunner(program string) (verbs []string, ok bool) {
	switch program {
	case "act":
		return nil, true
	case "circleci":
		return []string{"local", "build"}, true
	case "gitlab-runner":
		return []string{"exec"}, true
	case "dagger":
		return []string{"call", "run", "shell"}, true
	}
	return nil, false
}

// daggerProviders are the prefixes of dagger's secret arguments: each
// names a secret dagger reads and hands the function.
var daggerProviders = []string{"env:", "file:", "cmd:", "op://", "vault://", "libsecret://"}

// judgeCISecret is [ci-secret]: a local CI runner's part (act, circleci
// local execute or build, gitlab-runner exec, dagger call, run or shell)
// given a secret the line names: a [secret] file (`--secret-file .env`,
// `--env-file .env`), a value holding a token's variable or a secret's
// value (`-e KEY=$AWS_SECRET_ACCESS_KEY`, `-s T=$(gh auth token)`), or
// one of dagger's secret providers (`env:PROD_TOKEN`, `file:.env`,
// `cmd:…`, `op://…`, `vault://…`).
func judgeCISecret(_ string, w Word, ctx *Context) Judgement {
	v, ok := programWordKey(w)
	if !ok {
		return Judgement{}
	}
	verbs, runner := ciRunner(v)
	if !runner {
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	if len(verbs) > 0 {
		ops, _ := operandWords(p)
		if len(ops) == 0 || !anyLit(ops[0], verbs) {
			return Judgement{}
		}
	}
	for _, a := range p.Args() {
		if handsSecret(a, v == "dagger", ctx) {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}

// handsSecret reports whether a runner's word a (an option's attached
// value read too: `--secret-file=.env`) names a secret (above).
func handsSecret(a Word, dagger bool, ctx *Context) bool {
	lead := leadingLiteral(&a)
	if strings.HasPrefix(lead, "-") {
		k := strings.IndexByte(lead, '=')
		if k < 0 {
			return false // a bare option
		}
		a = trimWordPrefix(a, lead[:k+1], false)
		lead = lead[k+1:]
	}
	if holdsToken(&a, ctx) || judgeSecretValue("", a, ctx).Certainly || judgeSecretDirect(a, ctx).Certainly {
		return true
	}
	if !dagger {
		return false
	}
	for _, pre := range daggerProviders {
		if strings.HasPrefix(lead, pre) {
			return true // only a secret argument takes a provider
		}
	}
	return false
}

// anyLit reports whether w is literally one of names.
func anyLit(w Word, names []string) bool {
	for _, n := range names {
		if isLit(w, n) {
			return true
		}
	}
	return false
}
