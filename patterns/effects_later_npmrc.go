package patterns

import "strings"

// A line appended to, or written into, an .npmrc by echo or printf of
// literal text is read as npmrc keys (fx69c, rt67 G): a key that only
// tunes how npm saves, resolves or reports (`echo 'save-exact=true' >>
// .npmrc`) runs nothing later, while any other key (script-shell,
// node-options, registry, onload-script, a scope's registry, a token …)
// stays runs-later, as writing .npmrc is. Only echo and printf whose
// words are all literal are read; anything else is judged as before.

// npmrcPlainKeys are the .npmrc keys that run nothing and fetch from
// nowhere new.
var npmrcPlainKeys = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, k := range strings.Fields("save save-exact save-prefix save-dev save-optional save-peer save-bundle " +
		"engine-strict fund audit audit-level loglevel progress color unicode update-notifier package-lock " +
		"package-lock-only legacy-peer-deps strict-peer-deps auto-install-peers shamefully-hoist prefer-offline " +
		"prefer-online offline lockfile-version ignore-scripts link-workspace-packages prefer-workspace-packages " +
		"install-links include omit lockfile prefer-frozen-lockfile resolution-mode " +
		"dedupe-peer-dependents public-hoist-pattern hoist-pattern hoist node-linker") {
		m[k] = true
	}
	return m
}}

// npmrcPlainWrite reports whether part p writes only plain npmrc keys
// into the made place m, an .npmrc: echo or printf of literal words, each
// line of its text a plain key's (npmrcPlainKeys) setting, a comment or
// blank.
func npmrcPlainWrite(p *Part, m place) bool {
	if len(m.pat) != 1 || !strings.HasSuffix(m.pat[0], "/.npmrc") && m.pat[0] != "/etc/npmrc" {
		return false
	}
	if len(p.Wrappers) > 0 {
		return false
	}
	text, ok := printedText(p)
	return ok && npmrcPlainText(text)
}

// npmrcPlainText reports whether every line of the npmrc text is blank, a
// comment, or a plain key's setting.
func npmrcPlainText(text string) bool {
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, ";") {
			continue
		}
		key, _, found := strings.Cut(line, "=")
		if !found || !npmrcPlainKeys.get()[strings.ToLower(strings.TrimSpace(key))] {
			return false
		}
	}
	return true
}
