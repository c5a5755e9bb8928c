package queue

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
)

// A harness can load code from outside its own directories (rt23i #3):
// `gemini extensions link DIR` records DIR in
// ~/.gemini/extensions/NAME/.gemini-extension-install.json and Gemini CLI
// loads the extension from DIR at every start ("updates made to the local
// path will always be reflected"), and `claude plugin marketplace add
// DIR` records DIR in ~/.claude/plugins/known_marketplaces.json, whose
// plugins Claude Code installs from there. Their manifests, hooks,
// policies and MCP server lists are guarded as the installed copies
// (below ~/.gemini and ~/.claude/plugins) are.

// linkedExtensionFiles are the files, relative to a linked Gemini CLI
// extension's directory, that decide what it runs or allows: its
// manifest (MCP servers, settings), its hooks, its policy rules and the
// environment it loads.
var linkedExtensionFiles = []string{
	"gemini-extension.json", filepath.Join("hooks", "hooks.json"),
	filepath.Join("policies", "*.toml"), ".env",
}

// localPluginFiles are the files, relative to a Claude Code plugin's
// source directory, that decide what it runs: its manifest, its hooks and
// its MCP servers.
var localPluginFiles = []string{
	filepath.Join(".claude-plugin", "plugin.json"), filepath.Join("hooks", "hooks.json"), ".mcp.json",
}

// linkedSources lists the guarded files of the Gemini CLI extensions
// linked into home and of the Claude Code marketplaces added from a
// local directory (each marketplace's manifest, and the files of each
// plugin it gives from a directory below it). What cannot be read lists
// nothing.
func linkedSources(home string) []string {
	exts, markets, plugins := linkedDirs(home)
	var out []string
	for _, dir := range exts {
		for _, name := range linkedExtensionFiles {
			out = append(out, filepath.Join(dir, name))
		}
	}
	for _, dir := range markets {
		out = append(out, filepath.Join(dir, ".claude-plugin", "marketplace.json"))
	}
	for _, dir := range plugins {
		for _, name := range localPluginFiles {
			out = append(out, filepath.Join(dir, name))
		}
	}
	return out
}

// linkedDirs lists the directories of the Gemini CLI extensions linked
// into home, of the Claude Code marketplaces added from a local
// directory, and of the plugins those give from a directory below them.
func linkedDirs(home string) (exts, markets, plugins []string) {
	if !filepath.IsAbs(home) {
		return nil, nil, nil
	}
	installs, _ := filepath.Glob(filepath.Join(home, ".gemini", "extensions", "*", ".gemini-extension-install.json"))
	for _, f := range installs {
		var rec struct{ Source, Type string }
		if b, err := readSmall(f); err != nil || json.Unmarshal(b, &rec) != nil || rec.Type != "link" || !filepath.IsAbs(rec.Source) {
			continue
		}
		exts = append(exts, filepath.Clean(rec.Source))
	}
	b, err := readSmall(filepath.Join(home, ".claude", "plugins", "known_marketplaces.json"))
	if err != nil {
		return exts, nil, nil
	}
	var known map[string]struct {
		Source struct{ Source, Path string }
	}
	if json.Unmarshal(b, &known) != nil {
		return exts, nil, nil
	}
	for _, m := range known {
		if m.Source.Source != "directory" || !filepath.IsAbs(m.Source.Path) {
			continue
		}
		markets = append(markets, filepath.Clean(m.Source.Path))
		plugins = append(plugins, marketplacePluginDirs(filepath.Clean(m.Source.Path))...)
	}
	return exts, markets, plugins
}

// marketplacePluginDirs are the directories, below a local marketplace
// dir, that its manifest gives plugins from (a relative "source").
func marketplacePluginDirs(dir string) []string {
	b, err := readSmall(filepath.Join(dir, ".claude-plugin", "marketplace.json"))
	if err != nil {
		return nil
	}
	var man struct {
		Plugins []struct {
			Source json.RawMessage
		}
	}
	if json.Unmarshal(b, &man) != nil {
		return nil
	}
	var out []string
	for _, p := range man.Plugins {
		var src string
		if json.Unmarshal(p.Source, &src) != nil || filepath.IsAbs(src) {
			continue
		}
		d := filepath.Join(dir, src)
		if d == dir || strings.HasPrefix(d, dir+string(os.PathSeparator)) {
			out = append(out, d)
		}
	}
	return out
}
