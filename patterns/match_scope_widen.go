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

// pinWideners are, per program, the flags that set aside a pinned
// flag's value, by the pinned flag's canonical names.
var pinWideners = lazy[map[string]map[string][]string]{build: func() map[string]map[string][]string {
	ns := map[string][]string{"--namespace": {"--all-namespaces", "-A"}, "-n": {"--all-namespaces", "-A"}}
	return map[string]map[string][]string{"kubectl": ns, "oc": ns, "kubecolor": ns, "helm": ns}
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
