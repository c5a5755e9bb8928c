package patterns

import "testing"

// FuzzFx65aOptionWords reads fuzzed words after each program fx65a reads
// options of, and checks the option readers (optionScripts,
// optionScriptFile, nativeOption, npmConfigSetCode): no panic, spans
// inside the line, an in-project script never reported, and one answer
// however often asked.
func FuzzFx65aOptionWords(f *testing.F) {
	for _, c := range fx65aCases {
		f.Add(c.cmd)
	}
	f.Add("-D CMAKE_TOOLCHAIN_FILE= -P")
	f.Add("-SP x,y, -S")
	f.Add("config set editor= browser")
	f.Add("--action_env=LD_PRELOAD --test_env =x")
	programs := []string{"npm", "cmake", "ctest", "gradle", "rake", "mysql", "bazel", "gawk"}
	f.Fuzz(func(t *testing.T, s string) {
		for _, prog := range programs {
			line := prog + " " + s
			cmd := Read(line)
			for _, p := range cmd.Parts {
				for _, sc := range optionScripts(p) {
					if sc.word.Span.Start < 0 || sc.word.Span.End > len(line) || sc.word.Span.Start > sc.word.Span.End {
						t.Fatalf("%q: script word %q has span %v", line, sc.word.Raw, sc.word.Span)
					}
				}
				w1, why1 := optionScriptFile(p)
				if v, lit := w1.Literal(); why1 != "" && lit && inTreePath(v) {
					t.Fatalf("%q: the project's own %q reported: %s", line, v, why1)
				}
				w2, why2 := optionScriptFile(p)
				n1, nwhy1 := nativeOption(p)
				n2, nwhy2 := nativeOption(p)
				if why1 != why2 || w1.Raw != w2.Raw || nwhy1 != nwhy2 || n1.Raw != n2.Raw {
					t.Fatalf("%q: read two ways", line)
				}
				if v, key, ok := npmConfigSetCode(p.Args(), true); ok && key == "" {
					t.Fatalf("%q: a value %q with no key", line, v.Raw)
				}
			}
		}
	})
}
