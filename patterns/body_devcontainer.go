package patterns

import (
	"cmp"
	"errors"
	"path"
	"slices"
	"strings"
)

// The commands a dev container's definition runs (body_eval.go; issue 7,
// rt58 §5): `devcontainer up`, `build`, `run-user-commands` and `set-up`
// read `.devcontainer/devcontainer.json`, else `.devcontainer.json`, of
// the workspace folder (`--workspace-folder DIR`, else the working
// directory) or the file `--config FILE` (or
// `--override-config FILE`, read in its stead) names. Its initializeCommand runs
// on the host in the workspace folder; onCreateCommand,
// updateContentCommand, postCreateCommand, postStartCommand and
// postAttachCommand run in the container with the workspace folder
// mounted, so each is judged as a command in that folder, which is what
// it can reach. Each is a string (a shell command), an array (argv,
// joined as quoted words) or an object of named commands (each a string
// or an array). The file is JSON with comments (body_jsonc.go); one past
// taskFileMax, not parsed, or named by --config and not readable here is
// unread (asks); none leaves the part as it
// was.

// devcontainerHooks are the definition's command properties, in the
// order the CLI runs them.
var devcontainerHooks = [...]string{"initializeCommand", "onCreateCommand", "updateContentCommand",
	"postCreateCommand", "postStartCommand", "postAttachCommand"}

// devcontainerCall is what a devcontainer part names: the workspace
// folder, the --config file ("" for the default places) and the word the
// evidence points at.
type devcontainerCall struct {
	workspace, config, override string
	word                        int
	// unknown names an option whose value is not known here ("").
	unknown string
}

// devcontainerBodies returns the commands a devcontainer part runs.
func devcontainerBodies(p *Part, ctx *Context) []runnerBody {
	c, ok := readDevcontainerCall(p, ctx.Cwd)
	if !ok {
		return nil
	}
	if c.unknown != "" {
		return []runnerBody{{key: "devcontainer " + c.unknown, word: c.word,
			unread: "the devcontainer.json of " + c.unknown + " is not known here, so its commands are not read"}}
	}
	var at, file string
	var text []byte
	var tooBig, found bool
	if c.config != "" {
		at, file = path.Dir(c.config), path.Base(c.config)
		b, err := ctx.ProjectFile(c.config, taskFileMax)
		text, found, tooBig = b, err == nil, errors.Is(err, ErrFileTooLarge)
		if err != nil && !tooBig && !errors.Is(err, ErrNoProjectFile) {
			// the file named, outside the project or not a regular file
			return fileUnread(ctx, "devcontainer", at, file, "cannot be read here (outside the project, or not a regular file)", c.word)
		}
	} else {
		for _, f := range [...]string{".devcontainer/devcontainer.json", ".devcontainer.json"} {
			full := path.Join(c.workspace, f)
			b, err := ctx.ProjectFile(full, taskFileMax)
			if err == nil || errors.Is(err, ErrFileTooLarge) {
				at, file = path.Dir(full), path.Base(full)
				text, found, tooBig = b, err == nil, err != nil
				break
			}
		}
	}
	if tooBig {
		return fileUnread(ctx, "devcontainer", at, file, tooBigWhy(), c.word)
	}
	if !found {
		return nil
	}
	var doc map[string]any
	if err := unmarshalJSONC(text, &doc); err != nil {
		return fileUnread(ctx, "devcontainer", at, file, "is not JSON the devcontainer CLI takes", c.word)
	}
	shown := fromIn(ctx.Cwd, at, file)
	var out []runnerBody
	for _, hook := range devcontainerHooks {
		cmds, ok := devcontainerCommands(doc[hook])
		if !ok {
			return fileUnread(ctx, "devcontainer", at, file, "holds a "+hook+" that is not a command", c.word)
		}
		for _, cmd := range cmds {
			name := hook
			if cmd.name != "" {
				name += "'s " + cmd.name
			}
			out = append(out, runnerBody{key: "devcontainer " + path.Join(at, file) + " " + name,
				from: shown + "'s " + name, text: cmd.line, dir: c.workspace, word: c.word})
		}
	}
	return out
}

// devcontainerCmd is one command of a hook: its name in an object of
// named commands ("" otherwise) and its shell line.
type devcontainerCmd struct{ name, line string }

// devcontainerCommands reads a hook's value: nil for none, false for a
// value that is no command.
func devcontainerCommands(v any) ([]devcontainerCmd, bool) {
	switch v := v.(type) {
	case nil:
		return nil, true
	case map[string]any:
		names := make([]string, 0, len(v))
		for n := range v {
			names = append(names, n)
		}
		slices.Sort(names)
		var out []devcontainerCmd
		for _, n := range names {
			if v[n] == nil {
				continue
			}
			line, ok := devcontainerLine(v[n])
			if !ok {
				return nil, false
			}
			out = append(out, devcontainerCmd{n, line})
		}
		return out, true
	}
	line, ok := devcontainerLine(v)
	if !ok {
		return nil, false
	}
	return []devcontainerCmd{{"", line}}, true
}

// devcontainerLine is a command as a shell line: a string as it is, an
// array of strings as quoted words.
func devcontainerLine(v any) (string, bool) {
	switch v := v.(type) {
	case string:
		return v, true
	case []any:
		ws := make([]string, len(v))
		for i, w := range v {
			s, ok := w.(string)
			if !ok {
				return "", false
			}
			ws[i] = s
		}
		return argWords(ws), true
	}
	return "", false
}

// readDevcontainerCall reads a devcontainer part; false for a verb that
// runs none of the definition's commands (exec, read-configuration,
// features, templates, a help or version option).
func readDevcontainerCall(p *Part, cwd string) (devcontainerCall, bool) {
	ws := p.Words
	k := 1 // the CLI's options follow its verb; before it only --help and --version
	verb, _ := wordAt(ws, k)
	switch verb {
	case "up", "build", "run-user-commands", "set-up":
	default:
		return devcontainerCall{}, false
	}
	c := devcontainerCall{workspace: cwd, word: k}
	for k++; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			continue
		}
		opt, val, eq := strings.Cut(v, "=")
		switch opt {
		case "--workspace-folder", "--config", "--override-config":
		case "-h", "--help", "--version":
			return devcontainerCall{}, false
		default:
			continue
		}
		w := LitWord(val)
		if !eq {
			if k+1 >= len(ws) {
				break
			}
			k++
			w = ws[k]
		}
		f := bodyDir(cwd, w)
		if f == "" {
			c.unknown = opt + " " + w.Raw
			continue
		}
		switch {
		case opt == "--override-config":
			c.override = f
		case opt == "--config":
			c.config = f
		default:
			c.workspace = f
		}
	}
	c.config = cmp.Or(c.override, c.config) // the override is read in the file's stead
	return c, true
}
