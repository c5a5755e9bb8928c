package patterns

// verbs35 are cmd.credentials' patterns from a red-team pass on
// exfiltration (fx35c, rt31 F6), each an effect the default names by
// other spellings: a secret copied under another name ([secret-copy]),
// the operator's own login printed ([live-credential]), a repository
// created public (`gh repo create --public`, as `gh repo edit
// --visibility` asks). Built on first use, as every table is (lazy.go).
var verbs35 = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.credentials": {"[secret-copy] **", "[live-credential] **", "gh repo create --public **"},
	}
}}
