package patterns

// A cloud CLI names its verb first: kubectl's is its first operand, aws's
// its second (aws s3 ls), doctl's at most its third. In a tightening
// pattern whose verb stands after ** (kubectl ** delete **: global flags
// of doubtful arity may come first), a word of unknown value might be the
// verb only where a verb may stand: `kubectl logs "$POD"` names its pod
// after a verb that is known, and "$POD" is never kubectl's delete.
// Where every operand before the word is known, a word past the verb's
// depth, or after a verb known to take no subcommand (gcloud's describe,
// list …), is an argument. The pattern's other elements match it as
// before: `kubectl logs secret-pod` (an operator's ask) still might match
// `kubectl logs "$POD"`.

// verbDepth is how many leading operands of these programs may name the
// verb.
var verbDepth = lazy[map[string]int]{build: func() map[string]int {
	return map[string]int{"kubectl": 1, "oc": 1, "kubecolor": 1, "aws": 2, "doctl": 3}
}}

// verbWords are the verbs of these programs that patterns name after **
// (a glob stands for a family: aws's delete-*).
var verbWords = lazy[map[string]map[string]bool]{build: func() map[string]map[string]bool {
	return map[string]map[string]bool{
		"kubectl": {"delete": true, "drain": true, "replace": true, "apply": true, "patch": true, "scale": true, "create": true,
			"set": true, "rollout": true, "taint": true, "label": true},
		"oc": {"delete": true, "drain": true, "replace": true, "apply": true, "patch": true, "scale": true, "create": true,
			"set": true, "rollout": true, "taint": true, "label": true},
		"kubecolor": {"delete": true, "drain": true, "replace": true, "apply": true, "patch": true, "scale": true, "create": true,
			"set": true, "rollout": true, "taint": true, "label": true},
		"aws": {"delete-*": true, "terminate-*": true, "batch-delete-*": true, "purge-*": true, "deregister-*": true,
			"admin-delete-*": true},
		"doctl": {"delete": true, "rm": true},
		"gcloud": {"delete": true, "add-iam-policy-binding": true, "remove-iam-policy-binding": true,
			"set-iam-policy": true},
	}
}}

// leafVerbs are verbs after which no operand names a verb.
var leafVerbs = lazy[map[string]map[string]bool]{build: func() map[string]map[string]bool {
	return map[string]map[string]bool{
		"gcloud": {"describe": true, "list": true, "read": true, "ssh": true, "scp": true, "tail": true,
			"get-iam-policy": true, "get-credentials": true, "print-access-token": true, "print-identity-token": true,
			"get-value": true, "get-server-config": true, "browse": true},
		// The package managers' read-only verbs (fx44r2, rt44): what follows
		// is package names and paths, never another verb, so `echo react |
		// xargs npm view` is npm view with operands not known, not `npm
		// owner add` or `yarn global add`.
		"npm": {"view": true, "v": true, "info": true, "show": true, "ls": true, "list": true, "la": true, "ll": true,
			"why": true, "explain": true, "outdated": true, "search": true, "find": true, "s": true, "se": true,
			"query": true, "docs": true, "home": true, "bugs": true, "repo": true, "help": true},
		"pnpm": {"why": true, "ls": true, "list": true, "la": true, "ll": true, "outdated": true, "view": true,
			"info": true, "show": true, "licenses": true},
		"yarn": {"why": true, "info": true, "list": true, "outdated": true},
	}
}}

// pastVerbs marks the operands of a reading that stand past the
// program's verb (see above): afterVerb[k] for r.Operands[k].
func (m *matcher) pastVerbs(_ *Reading, views []opView) {
	depth, byDepth := verbDepth.get()[m.part.Program]
	leaves := leafVerbs.get()[m.part.Program]
	if !byDepth && leaves == nil {
		return
	}
	for k := range views {
		v, ok := m.part.Words[views[k].idx].Literal()
		if !ok || !views[k].one || views[k].skip {
			return // an unknown word before: where the verb stands is not known
		}
		if byDepth && k+1 >= depth || leaves[v] {
			for j := k + 1; j < len(views); j++ {
				views[j].pastVerb = true
			}
			return
		}
	}
}

// verbElem reports whether element j of elems is a pattern's verb standing
// after ** alone: one of the program's verbWords that every element
// before it is a **.
func verbElem(program string, elems []*Elem, j int) bool {
	if j == 0 || elems[j].Kind != ElemLiteral && elems[j].Kind != ElemGlob || !verbWords.get()[program][elems[j].Text] {
		return false
	}
	for _, e := range elems[:j] {
		if e.Kind != ElemStarStar {
			return false
		}
	}
	return true
}

// opAt matches element j of elems against view v: as elemOp, but a
// pattern's verb after ** never matches a word of unknown value that
// stands past the program's verb. For a program with no verbWords (the
// package managers) every literal after ** alone is such a verb.
func (m *matcher) opAt(elems []*Elem, j int, v *opView) bool {
	pastVerb := v.pastVerb && (verbElem(m.part.Program, elems, j) || verbWords.get()[m.part.Program] == nil && leadVerbElem(elems, j))
	if m.mode == Might && (pastVerb || literalVerbTools.get()[m.part.Program] && leadVerbElem(elems, j)) {
		if _, ok := m.part.Words[v.idx].Literal(); !ok {
			return false
		}
	}
	return m.elemOp(elems[j], v)
}

// literalVerbTools are the migration tools, and the CLIs whose verbs the
// defaults name after ** (fx20d1), whose words of unknown value are
// connection strings, option values and paths, never their verb: `goose
// postgres "$DATABASE_URL" up`, `migrate -database "$URL" up`, `bq ls
// "$DATASET"` and `firebase deploy --project "$P"` are not `reset`,
// `drop`, `rm` or `hosting:disable`. Their verb is a literal word; a
// pattern's verb after ** (`goose ** reset **`) never matches a word of
// unknown value.
var literalVerbTools = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, p := range []string{"goose", "migrate", "dbmate", "flyway", "liquibase", "sqitch", "sqlx", "diesel",
		"atlas", "sea-orm-cli", "graphile-migrate", "knex", "typeorm", "mikro-orm", "sequelize", "sequelize-cli", "hasura", "convex",
		"php", "console", "symfony", "yii", "bq", "firebase", "railway", "surge", "loginctl"} {
		m[p] = true
	}
	return m
}}

// leadVerbElem reports whether element j of elems is a literal (or glob)
// standing after ** alone: the verb of a pattern such as `goose ** reset **`.
func leadVerbElem(elems []*Elem, j int) bool {
	if j == 0 || elems[j].Kind != ElemLiteral && elems[j].Kind != ElemGlob {
		return false
	}
	for _, e := range elems[:j] {
		if e.Kind != ElemStarStar {
			return false
		}
	}
	return true
}
