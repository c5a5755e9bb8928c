package acpproxy

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	toml "github.com/pelletier/go-toml/v2"
)

// readOnlyGeminiTools are Gemini CLI's tools that neither run a command
// nor write a file: a policy rule or tools.allowed entry naming only
// these lets nothing ozdesk judges run unasked.
var readOnlyGeminiTools = map[string]bool{
	"read_file": true, "read_many_files": true, "list_directory": true, "glob": true,
	"grep_search": true, "search_file_content": true, "google_web_search": true,
}

// policyFindings says what the Gemini CLI policy files at path (a .toml
// file, or a directory of them) let run unasked: each rule whose
// decision is allow for a tool not in [readOnlyGeminiTools] (or for
// every tool: no toolName, a wildcard), unless its modes hold neither
// default nor plan. None when path does not exist.
func policyFindings(path string) []string {
	info, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return []string{fmt.Sprintf("cannot read the policy path %s (%v), so what it allows cannot be told", path, err)}
	}
	files := []string{path}
	if info.IsDir() {
		entries, err := os.ReadDir(path)
		if err != nil {
			return []string{fmt.Sprintf("cannot read the policy directory %s (%v), so what it allows cannot be told", path, err)}
		}
		files = files[:0]
		for _, e := range entries {
			if strings.HasSuffix(e.Name(), ".toml") {
				files = append(files, filepath.Join(path, e.Name()))
			}
		}
		sort.Strings(files)
	}
	var out []string
	for _, f := range files {
		out = append(out, policyFileFindings(f)...)
	}
	return out
}

// policyFileFindings is [policyFindings] for one file.
func policyFileFindings(path string) []string {
	b, err := os.ReadFile(path)
	if err != nil {
		return []string{fmt.Sprintf("cannot read %s (%v), so what it allows cannot be told", path, err)}
	}
	var doc map[string]any
	if err := toml.Unmarshal(b, &doc); err != nil {
		return []string{fmt.Sprintf("cannot parse %s (%v), so what it allows cannot be told", path, err)}
	}
	rules, _ := doc["rule"].([]any)
	if doc["rule"] != nil && rules == nil {
		return []string{fmt.Sprintf("%s has a rule that is not a table, so what it allows cannot be told", path)}
	}
	var out []string
	for i, r := range rules {
		rule, _ := r.(map[string]any)
		if rule == nil {
			out = append(out, fmt.Sprintf("%s rule %d is not a table, so what it allows cannot be told", path, i+1))
			continue
		}
		if d, _ := rule["decision"].(string); !strings.EqualFold(strings.TrimSpace(d), "allow") {
			continue
		}
		if !appliesWhenAsking(rule["modes"]) {
			continue
		}
		if tools := unaskedTools(rule["toolName"]); tools != "" {
			out = append(out, fmt.Sprintf("%s rule %d allows %s without asking", path, i+1, tools))
		}
	}
	return out
}

// appliesWhenAsking reports whether a rule's modes (none: every mode)
// hold default or plan, the modes ozdesk acp lets the agent run in.
func appliesWhenAsking(modes any) bool {
	if modes == nil {
		return true
	}
	list, ok := modes.([]any)
	if !ok {
		return true // not a list: it cannot be told, so it applies
	}
	for _, m := range list {
		if s, ok := m.(string); !ok || keepsAsking(s) {
			return true
		}
	}
	return false
}

// unaskedTools names the tools an allow rule's toolName covers that are
// not read-only ("" when it covers only those): none given is every tool.
func unaskedTools(name any) string {
	var names []any
	switch v := name.(type) {
	case nil:
		return "every tool (no toolName)"
	case string:
		names = []any{v}
	case []any:
		names = v
	default:
		return fmt.Sprintf("the tools %v", v)
	}
	var out []string
	for _, n := range names {
		s, ok := n.(string)
		if !ok || !readOnlyGeminiTools[strings.TrimSpace(s)] {
			out = append(out, fmt.Sprintf("%q", fmt.Sprint(n)))
		}
	}
	return strings.Join(out, ", ")
}
