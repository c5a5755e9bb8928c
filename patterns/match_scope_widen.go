package patterns

// An allow that pins a namespace (`kubectl delete pods -n=staging **`,
// what the editor's ctrl+t suggests) reads as "in staging", but a flag
// that sets the pin aside widens the command past it (F-ns-override,
// rt48k): `-A`/`--all-namespaces` makes kubectl and helm ignore `-n` and
// act in every namespace, production's among them. Such a flag is one
// more way the line chooses, beside the pinned value, what the value
// means (match_scope.go), and `**` never stands for it. `--all` stays
// inside the namespace (every pod of staging) and is left alone; a
// second `-n` must have one of the pattern's values
// (match_flagvalues.go); `--context`, `--cluster`, `--kubeconfig`,
// `-s`/`--server` are scopeSpecs' flags.
//
// kubectl's `--raw PATH` (and oc's, kubecolor's) sets aside every other
// word the same way (fx52c, rt50k NEW-2): `kubectl delete deployment -n
// staging web --raw /api/v1/namespaces/prod` sends DELETE to the path
// with the kubeconfig's credentials, deleting prod; the words and the
// pin are not read. `-f`/`--filename` and `-k`/`--kustomize` are left
// to the pattern: kubectl refuses a file whose namespaced object names
// another namespace than the line's `-n` (a cluster-wide object the file
// names is not read); a cluster-wide kind on the line is
// match_scope_cluster.go's. helm's `-f` is a values file and widens
// nothing.

// pinWideners are, per program, the flags that set aside a pinned
// flag's value, by the pinned flag's canonical names.
var pinWideners = lazy[map[string]map[string][]string]{build: func() map[string]map[string][]string {
	wide := []string{"--all-namespaces", "-A"}
	kube := append(wide[:len(wide):len(wide)], "--raw")
	ns := map[string][]string{"--namespace": wide, "-n": wide}
	kns := map[string][]string{"--namespace": kube, "-n": kube}
	return map[string]map[string][]string{"kubectl": kns, "oc": kns, "kubecolor": kns, "helm": ns}
}}

// pinWidened reports whether the part gives a flag that sets aside a
// value the stage pins.
func pinWidened(cs *compiledStage, part *Part, r *Reading) bool {
	widen := pinWideners.get()[part.Program]
	if widen == nil {
		return false
	}
	for pin, wide := range widen {
		if !contains(cs.named, pin) || !stageValues(cs, pin) {
			continue
		}
		for k := range r.Flags {
			f := &r.Flags[k]
			if cs.namedFlag(f) {
				continue // the pattern gives it itself
			}
			for _, n := range append([]string{f.Name}, f.also...) {
				if contains(wide, n) {
					return true
				}
			}
		}
	}
	return false
}

// stageValues reports whether the stage names flag with a value.
func stageValues(cs *compiledStage, flag string) bool {
	for _, v := range cs.valued {
		if v.name == flag {
			return true
		}
	}
	return false
}

// pinDoubted reports whether, in a part whose stage pins a value that a
// flag may set aside (pinWideners), a word of unknown value may be that
// flag: a parameter, a substitution or a glob that may start with a dash
// (`$F`, `"$F"`, `$(echo -A)`, `-$X`, `--all-$N`, `-?`, `$@`) may be
// `-A`, and `**` (or `*`) never stands for it (fx50n, F-ns-override
// again), and so may a field of a flag's value that splits (`-l $SEL`
// with SEL='x -A'). A quoted word whose known start is not a dash
// (`"web-$N"`), a flag whose name is known with a quoted value that is
// not (`--wait="$W"`, `-l "$SEL"`), and a word after
// the options ended (`-- $F`) are operands or values, and are left to
// the pattern. A brace list that makes a flag is expanded before the
// part is read (read_braceflags.go), so `{-A,--all}` is read as `-A --all`.
func (m *matcher) pinDoubted(cs *compiledStage, r *Reading) bool {
	widen := pinWideners.get()[m.part.Program]
	if widen == nil || !pinsWidenable(cs, widen) {
		return false
	}
	for k := range r.Flags {
		f := &r.Flags[k]
		if f.Dynamic || f.Value != nil && wordFields(f.Value, m.ctx).free {
			return true // -$X; -l $SEL, whose fields past the first are words of their own
		}
	}
	for _, wi := range r.Operands {
		if wi >= r.OptionsEnd {
			continue
		}
		if alts, ok := braceWords(m.part.Words[wi]); ok {
			for k := range alts {
				if mayBeFlag(wordShape(&alts[k], m.ctx), wordFields(&alts[k], m.ctx)) {
					return true
				}
			}
			continue // `{web,api}`: each word is known
		}
		if mayBeFlag(m.shape(wi), m.fieldsOf(wi)) {
			return true
		}
	}
	return false
}

// mayBeFlag reports whether a word of shape sh and fields fl may be, or
// split into, a flag: its value is not known, and it may start with a
// dash or splits into fields.
func mayBeFlag(sh shape, fl fields) bool {
	_, certain := sh.certain()
	return (!certain || fl.many) && (fl.free || sh.mightStartWithDash())
}

// pinsWidenable reports whether the stage pins, with a value, one of the
// flags widen lists.
func pinsWidenable(cs *compiledStage, widen map[string][]string) bool {
	for pin := range widen {
		if contains(cs.named, pin) && stageValues(cs, pin) {
			return true
		}
	}
	return false
}
