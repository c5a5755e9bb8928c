package acpproxy

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// The files a tool call names as written, in every shape the agents
// send: Gemini CLI's locations and diff contents; Claude Code's ACP
// adapter's rawInput (file_path for Write and Edit, notebook_path for
// NotebookEdit: src/tools.ts, with the kind only in the tool_call update
// before the request); codex-acp's patch approval, whose rawInput is
// Codex's event, its changes keyed by path, a move's new name in the
// change's move_path (src/thread.rs, patch_approval: the locations name
// only where a moved file goes, not the file it takes away).

// rawPathKeys are the rawInput members that name one written file
// (compared without case).
var rawPathKeys = []string{"file_path", "filePath", "path", "notebook_path", "notebookPath"}

// rawPathListKeys are the rawInput members that list written files.
var rawPathListKeys = []string{"paths", "file_paths", "filePaths"}

// rawChangesKey is codex-acp's map of changes, keyed by path.
const rawChangesKey = "changes"

// rawMoveKeys are a change's members naming where a file moves.
var rawMoveKeys = []string{"move_path", "movePath"}

// editPaths returns the files a tool call names as written: its
// locations' paths, its diff contents' paths, its rawInput's paths (see
// [rawPathKeys], [rawPathListKeys], [rawChangesKey]), each once. A
// member of another type where a path stands is an error: which file is
// written is not certain.
func editPaths(tc map[string]json.RawMessage) ([]string, error) {
	var paths []string
	add := func(raw json.RawMessage, what string) error {
		if isNull(raw) {
			return nil
		}
		var s string
		if json.Unmarshal(raw, &s) != nil {
			return fmt.Errorf("the tool call's %s is not a string: which file is written is not certain", what)
		}
		addPath(&paths, s)
		return nil
	}
	for _, key := range []string{"locations", "content"} {
		raw := tc[key]
		if isNull(raw) {
			continue
		}
		var items []map[string]json.RawMessage
		if json.Unmarshal(raw, &items) != nil {
			return nil, fmt.Errorf("the tool call's %s is not a list of objects", key)
		}
		for _, it := range items {
			if key == "content" && string(it["type"]) != `"diff"` {
				continue
			}
			if err := add(it["path"], key+"' path"); err != nil {
				return nil, err
			}
		}
	}
	raw := tc["rawInput"]
	if isNull(raw) {
		return paths, nil
	}
	var in map[string]json.RawMessage
	if json.Unmarshal(raw, &in) != nil {
		return paths, nil
	}
	for k, v := range in {
		var err error
		switch {
		case keyIn(k, rawPathKeys):
			err = add(v, "rawInput's "+k)
		case keyIn(k, rawPathListKeys):
			err = addPathList(&paths, v, k)
		case strings.EqualFold(k, rawChangesKey):
			err = addChanges(&paths, v)
		}
		if err != nil {
			return nil, err
		}
	}
	return paths, nil
}

// addPath adds path to paths unless it is empty or there already.
func addPath(paths *[]string, path string) {
	if path != "" && !slices.Contains(*paths, path) {
		*paths = append(*paths, path)
	}
}

// addPathList adds the paths of rawInput's list member key.
func addPathList(paths *[]string, raw json.RawMessage, key string) error {
	if isNull(raw) {
		return nil
	}
	var list []string
	if json.Unmarshal(raw, &list) != nil {
		return fmt.Errorf("the tool call's rawInput's %s is not a list of strings: which file is written is not certain", key)
	}
	for _, p := range list {
		addPath(paths, p)
	}
	return nil
}

// addChanges adds the files of codex-acp's changes: each key, and each
// change's move_path.
func addChanges(paths *[]string, raw json.RawMessage) error {
	if isNull(raw) {
		return nil
	}
	var changes map[string]map[string]json.RawMessage
	if json.Unmarshal(raw, &changes) != nil {
		return fmt.Errorf("the tool call's rawInput's %s is not an object of changes by path: which file is written is not certain", rawChangesKey)
	}
	names := make([]string, 0, len(changes))
	for name := range changes {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		addPath(paths, name)
		for k, v := range changes[name] {
			if !keyIn(k, rawMoveKeys) || isNull(v) {
				continue
			}
			var to string
			if json.Unmarshal(v, &to) != nil {
				return fmt.Errorf("the tool call's change of %s moves it to a %s that is not a string: which file is written is not certain", quote(name), k)
			}
			addPath(paths, to)
		}
	}
	return nil
}

// keyIn reports whether k is one of keys, compared without case.
func keyIn(k string, keys []string) bool {
	return slices.ContainsFunc(keys, func(key string) bool { return strings.EqualFold(k, key) })
}

// isNull reports whether raw is absent or JSON null.
func isNull(raw json.RawMessage) bool { return raw == nil || string(raw) == "null" }
