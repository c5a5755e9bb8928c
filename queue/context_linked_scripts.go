package queue

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
)

// A linked extension's or a local plugin's hooks and MCP servers run
// scripts, and those run at the harness's next start as its manifest
// does: rewriting one switches the guard off, or runs code unasked,
// without touching the files [linkedSources] guards (issue 10, fx28i
// #1). The scripts they name, read as [hookScripts] reads the
// settings' commands, are guarded when they sit in the project or in the
// extension's or plugin's own directory.

// extensionVars are Gemini CLI's variables in an extension's manifest
// and hooks (its extensions/variables.ts): each replaced before the
// command runs.
func extensionVars(ext, project string) *strings.Replacer {
	return strings.NewReplacer(
		"${extensionPath}", ext, "${workspacePath}", project,
		"${/}", string(os.PathSeparator), "${pathSeparator}", string(os.PathSeparator),
	)
}

// linkedScripts lists the scripts the hooks and MCP servers of the
// extensions and plugins [linkedDirs] finds in home run, that sit in
// project or in the extension's or plugin's directory.
func linkedScripts(home, project string) []string {
	if !filepath.IsAbs(project) {
		return nil
	}
	exts, _, plugins := linkedDirs(home)
	var out []string
	keep := func(dir string, files []string) {
		for _, f := range files {
			if inDir(f, dir) || inDir(f, project) {
				out = append(out, f)
			}
		}
	}
	vars := map[string]string{}
	for _, v := range projectVars {
		vars[v] = project
	}
	for _, dir := range exts {
		r := extensionVars(dir, project)
		for _, name := range []string{"gemini-extension.json", filepath.Join("hooks", "hooks.json")} {
			for _, cmd := range jsonCommands(filepath.Join(dir, name)) {
				keep(dir, commandScripts(r.Replace(cmd), home, project, vars))
			}
		}
	}
	for _, dir := range plugins {
		pv := map[string]string{"CLAUDE_PLUGIN_ROOT": dir}
		for k, v := range vars {
			pv[k] = v
		}
		// Claude Code replaces ${CLAUDE_PLUGIN_ROOT} in an MCP server's
		// command and args itself (they are quoted as words here), and
		// sets it for a hook's shell.
		r := strings.NewReplacer("${CLAUDE_PLUGIN_ROOT}", dir)
		for _, name := range pluginCommandFiles(dir) {
			for _, cmd := range jsonCommands(name) {
				keep(dir, commandScripts(r.Replace(cmd), home, project, pv))
			}
		}
	}
	return out
}

// pluginCommandFiles are the files of a Claude Code plugin whose hooks
// and MCP servers name commands: its manifest (which may hold them
// itself), hooks/hooks.json, .mcp.json, and the files its manifest's
// "hooks" and "mcpServers" name when they are paths within it.
func pluginCommandFiles(dir string) []string {
	manifest := filepath.Join(dir, ".claude-plugin", "plugin.json")
	out := []string{manifest, filepath.Join(dir, "hooks", "hooks.json"), filepath.Join(dir, ".mcp.json")}
	b, err := readSmall(manifest)
	if err != nil {
		return out
	}
	var man map[string]json.RawMessage
	if json.Unmarshal(b, &man) != nil {
		return out
	}
	for _, k := range []string{"hooks", "mcpServers"} {
		var rel string
		if json.Unmarshal(man[k], &rel) != nil || rel == "" || filepath.IsAbs(rel) {
			continue
		}
		if p := filepath.Join(dir, rel); inDir(p, dir) {
			out = append(out, p)
		}
	}
	return out
}

// jsonCommands is [hookCommands] of the JSON file p; none when it cannot
// be read.
func jsonCommands(p string) []string {
	b, err := readSmall(p)
	if err != nil {
		return nil
	}
	var v any
	if json.Unmarshal(b, &v) != nil {
		return nil
	}
	return hookCommands(v, false)
}

// inDir reports whether p is dir or below it.
func inDir(p, dir string) bool {
	p, dir = filepath.Clean(p), filepath.Clean(dir)
	return p == dir || strings.HasPrefix(p, dir+string(os.PathSeparator))
}
