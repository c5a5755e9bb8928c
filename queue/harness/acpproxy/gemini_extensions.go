package acpproxy

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// Gemini CLI extensions run programs with no tool call the proxy sees,
// as settings do (gemini_commands.go): an extension's
// gemini-extension.json mcpServers with a command, and the hooks in its
// hooks/hooks.json. Read from Gemini CLI 0.61.0's bundle
// (packages/cli/src/config/extension-manager.ts, extensions/storage.ts,
// extensions/extensionEnablement.ts; core's loadExtensionPolicies):
//
//   - It loads every directory under ~/.gemini/extensions (home being
//     GEMINI_CLI_HOME when set); a project's .gemini/extensions is not
//     read by 0.61.0 but is checked all the same, as project policies
//     are, since a later release may read it.
//   - A linked extension (.gemini-extension-install.json with type
//     "link") is read from its source directory.
//   - An extension is skipped when
//     ~/.gemini/extensions/extension-enablement.json disables it for the
//     workspace: the last of its overrides matching the directory wins,
//     and it is enabled when none does (or the file cannot be read).
//   - An extension's MCP servers lose trust (filterMcpConfig), its
//     policies' allow rules and yolo rules are dropped
//     (loadExtensionPolicies), and excludeTools only takes tools away:
//     none of these lets a call run unasked, so they pass.

// extensionFindings says which programs the Gemini CLI extensions that
// are enabled in dir run: those under home's and dir's
// .gemini/extensions.
func extensionFindings(home, dir string) []string {
	var roots []string
	if home != "" {
		roots = append(roots, filepath.Join(home, ".gemini", "extensions"))
	}
	roots = append(roots, filepath.Join(dir, ".gemini", "extensions"))
	enabled := enablementIn(roots[0], dir)
	var out []string
	seen := map[string]bool{}
	for _, root := range roots {
		if seen[root] {
			continue
		}
		seen[root] = true
		entries, err := os.ReadDir(root)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			out = append(out, fmt.Sprintf("cannot read the extensions directory %s (%v), so what its extensions run cannot be told", root, err))
			continue
		}
		for _, e := range entries {
			ext := filepath.Join(root, e.Name())
			if info, err := os.Stat(ext); err != nil || !info.IsDir() {
				continue // Gemini CLI skips it too
			}
			out = append(out, oneExtensionFindings(ext, dir, enabled)...)
		}
	}
	return out
}

// oneExtensionFindings is [extensionFindings] for the extension
// installed in ext, enabled tells whether an extension of a name is.
func oneExtensionFindings(ext, dir string, enabled func(name string) bool) []string {
	src := linkedSource(ext, dir)
	config := filepath.Join(src, "gemini-extension.json")
	s, err := readSettings(config)
	if err != nil {
		return []string{err.Error()}
	}
	if s == nil {
		return nil // no gemini-extension.json: Gemini CLI skips it
	}
	if name, _ := s["name"].(string); !enabled(name) {
		return nil
	}
	out := commandFindings(config, map[string]any{"mcpServers": untrusted(s["mcpServers"])})
	hooksFile := filepath.Join(src, "hooks", "hooks.json")
	h, err := readSettings(hooksFile)
	if err != nil {
		return append(out, err.Error())
	}
	if h != nil {
		out = append(out, commandFindings(hooksFile, map[string]any{"hooks": h["hooks"]})...)
	}
	return out
}

// linkedSource is where the extension installed in ext is read from:
// its install metadata's source when it is linked, ext otherwise.
func linkedSource(ext, dir string) string {
	b, err := os.ReadFile(filepath.Join(ext, ".gemini-extension-install.json"))
	if err != nil {
		return ext
	}
	var meta struct {
		Source string `json:"source"`
		Type   string `json:"type"`
	}
	if json.Unmarshal(b, &meta) != nil || meta.Type != "link" || meta.Source == "" {
		return ext
	}
	if !filepath.IsAbs(meta.Source) {
		return filepath.Join(dir, meta.Source)
	}
	return meta.Source
}

// untrusted is an extension's mcpServers with each server's trust
// removed, as Gemini CLI loads them.
func untrusted(v any) any {
	servers, ok := v.(map[string]any)
	if !ok {
		return v
	}
	out := make(map[string]any, len(servers))
	for n, srv := range servers {
		m, ok := srv.(map[string]any)
		if !ok {
			out[n] = srv
			continue
		}
		c := make(map[string]any, len(m))
		for k, x := range m {
			if k != "trust" {
				c[k] = x
			}
		}
		out[n] = c
	}
	return out
}

// enablementIn reads the extension-enablement.json in the user's
// extensions directory root and returns whether an extension of a name
// is enabled in dir. Every extension is when the file is missing or not
// as Gemini CLI expects (it then ignores the file).
func enablementIn(root, dir string) func(name string) bool {
	all := func(string) bool { return true }
	b, err := os.ReadFile(filepath.Join(root, "extension-enablement.json"))
	if err != nil {
		return all
	}
	var config map[string]struct {
		Overrides *[]string `json:"overrides"`
	}
	if json.Unmarshal(b, &config) != nil {
		return all
	}
	for _, c := range config {
		if c.Overrides == nil {
			return all
		}
	}
	path := filepath.ToSlash(dir)
	if !strings.HasPrefix(path, "/") {
		path = "/" + path
	}
	if !strings.HasSuffix(path, "/") {
		path += "/"
	}
	return func(name string) bool {
		c, ok := config[name]
		if !ok {
			return true
		}
		on := true
		for _, rule := range *c.Overrides {
			disable := strings.HasPrefix(rule, "!")
			if overrideMatches(strings.TrimPrefix(rule, "!"), path) {
				on = !disable
			}
		}
		return on
	}
}

// overrideMatches reports whether an enablement override (without its
// leading !) matches path, as Gemini CLI's globToRegex has it: regexp
// metacharacters but * are literal, and a * (with the / before it)
// stands for anything or nothing. A rule that does not compile matches
// nothing.
func overrideMatches(rule, path string) bool {
	var re strings.Builder
	for _, c := range rule {
		switch {
		case c == '*':
			slash := strings.HasSuffix(re.String(), "/")
			s := re.String()
			re.Reset()
			if slash {
				re.WriteString(s[:len(s)-1] + "(/.*)?")
			} else {
				re.WriteString(s + "(.*)?")
			}
		case strings.ContainsRune(`.+?^${}()|[]\`, c):
			re.WriteByte('\\')
			re.WriteRune(c)
		default:
			re.WriteRune(c)
		}
	}
	m, err := regexp.Compile("^" + re.String() + "$")
	return err == nil && m.MatchString(path)
}
