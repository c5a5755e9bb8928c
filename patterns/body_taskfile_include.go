package patterns

import (
	"maps"
	"path"
	"strings"

	"go.yaml.in/yaml/v3"
)

// What a Taskfile sets beyond its own tasks (rt54 M14), read rather than
// passed over: `includes:` (NS: FILE, or NS: {taskfile: FILE, dir: DIR,
// optional, flatten}) adds FILE's tasks as NS:NAME (plain NAME when
// flattened), run in DIR (from the Taskfile's directory) or the
// Taskfile's own; a task: of an included task names its own file's tasks
// first. An include that cannot be read (a template, a remote URL, a file
// outside the project or missing and not optional, YAML that does not
// parse) or one of an included file asks as unreadable. BASH_ENV given to
// the commands (an `env:` of the file or a task, or a BASH_ENV= line in a
// `dotenv:` file) makes every bash they start source that file first:
// it asks as unreadable too. `for:` over a literal list runs the command
// once per item, {{.ITEM}} (or `as:`'s name) read as the item; go-task's
// `set:`/`shopt:` options and `interactive:` change no command run.

// include reads tf's includes and the environment its commands get from
// the Taskfile text in dir: why what runs is not read, or "".
func (tf *taskfile) include(ctx *Context, text []byte, dir string) string {
	var doc struct {
		Includes yaml.Node `yaml:"includes"`
	}
	if err := yaml.Unmarshal(text, &doc); err != nil {
		return ""
	}
	if why := taskEnvPlanted(ctx, text, dir); why != "" {
		return why
	}
	if doc.Includes.Kind != yaml.MappingNode {
		return ""
	}
	for i := 0; i+1 < len(doc.Includes.Content); i += 2 {
		ns, v := doc.Includes.Content[i].Value, doc.Includes.Content[i+1]
		file, runDir, optional, flatten := v.Value, dir, false, false
		if v.Kind == yaml.MappingNode {
			file = ""
			for k := 0; k+1 < len(v.Content); k += 2 {
				switch val := v.Content[k+1].Value; v.Content[k].Value {
				case "taskfile":
					file = val
				case "dir":
					if strings.ContainsAny(val, "{}$~") {
						return "includes " + ns + " to run in " + shownBody(val) + ", which is not read here"
					}
					runDir = bodyJoin(dir, val)
				case "optional":
					optional = val == "true"
				case "flatten":
					flatten = val == "true"
				}
			}
		}
		if file == "" || strings.ContainsAny(file, "{}$~") || strings.Contains(file, "://") {
			return "includes " + ns + " from " + shownBody(file) + ", which is not read here"
		}
		b, err := taskIncludeFile(ctx, bodyJoin(dir, file))
		if err == ErrNoProjectFile && optional {
			continue
		}
		if err != nil {
			return "includes " + ns + " from " + shownBody(file) + ", which is not read here"
		}
		inc, ok := parseTaskfile(b)
		if !ok {
			return "includes " + ns + " from " + shownBody(file) + ", which is not read here"
		}
		if why := taskEnvPlanted(ctx, b, dir); why != "" {
			return why
		}
		var nested struct {
			Includes yaml.Node `yaml:"includes"`
		}
		if yaml.Unmarshal(b, &nested) == nil && len(nested.Includes.Content) > 0 {
			return "includes " + ns + " from " + shownBody(file) + ", which includes more, not read here"
		}
		prefix := ns + ":"
		if flatten {
			prefix = ""
		}
		for name, node := range inc.tasks {
			tf.tasks[prefix+name] = node
			tf.dirs[prefix+name] = runDir
			tf.ns[prefix+name] = prefix
		}
	}
	return ""
}

// taskIncludeFile reads an included Taskfile: the file, or a Taskfile in
// the directory.
func taskIncludeFile(ctx *Context, f string) ([]byte, error) {
	b, err := ctx.ProjectFile(f, taskFileMax)
	if err == nil || strings.HasSuffix(f, ".yml") || strings.HasSuffix(f, ".yaml") {
		return b, err
	}
	for _, n := range taskfileNames {
		if b, err2 := ctx.ProjectFile(path.Join(f, n), taskFileMax); err2 == nil {
			return b, nil
		}
	}
	return nil, err
}

// resolve is the task a ref made in task from names: in an included
// file's task, its own file's first; a leading ":" names the root's.
func (tf taskfile) resolve(from, ref string) string {
	if ref == "" {
		return ""
	}
	if r, root := strings.CutPrefix(ref, ":"); root {
		return r
	}
	if p := tf.ns[from]; p != "" {
		if _, ok := tf.tasks[p+ref]; ok {
			return p + ref
		}
	}
	return ref
}

// taskEnvPlanted returns why the commands of the Taskfile text in dir get
// a BASH_ENV, or "": an env: (the file's or a task's) setting it, or a
// dotenv: file holding it.
func taskEnvPlanted(ctx *Context, text []byte, dir string) string {
	var root yaml.Node
	if yaml.Unmarshal(text, &root) != nil {
		return ""
	}
	var why string
	var walk func(n *yaml.Node, depth int)
	walk = func(n *yaml.Node, depth int) {
		if why != "" || depth > 8 {
			return
		}
		if n.Kind == yaml.MappingNode {
			for i := 0; i+1 < len(n.Content); i += 2 {
				k, v := n.Content[i].Value, n.Content[i+1]
				switch {
				case k == "env" && v.Kind == yaml.MappingNode:
					for j := 0; j+1 < len(v.Content); j += 2 {
						if v.Content[j].Value == "BASH_ENV" {
							why = "sets BASH_ENV in env: every bash its commands start sources that file first, which is not read here"
						}
					}
				case k == "dotenv" && v.Kind == yaml.SequenceNode:
					for _, f := range v.Content {
						b, err := ctx.ProjectFile(bodyJoin(dir, f.Value), taskFileMax)
						if err != nil {
							continue // go-task loads no such file
						}
						for _, l := range strings.Split(string(b), "\n") {
							l = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "export "))
							if name, _, ok := strings.Cut(l, "="); ok && strings.TrimSpace(name) == "BASH_ENV" {
								why = "loads " + f.Value + ", whose BASH_ENV every bash its commands start sources first, which is not read here"
							}
						}
					}
				}
			}
		}
		for _, c := range n.Content {
			walk(c, depth+1)
		}
	}
	walk(&root, 0)
	return why
}

// taskForItems are the variables each run of cmd c reads: one run with
// vars, or for a `for:` over a literal list one per item, {{.ITEM}} (or
// `as:`'s name) its value.
func taskForItems(c *yaml.Node, vars map[string]string) []map[string]string {
	if c.Kind != yaml.MappingNode {
		return []map[string]string{vars}
	}
	var list *yaml.Node
	as := "ITEM"
	for i := 0; i+1 < len(c.Content); i += 2 {
		switch c.Content[i].Value {
		case "for":
			list = c.Content[i+1]
		case "as":
			as = c.Content[i+1].Value
		}
	}
	if list == nil || list.Kind != yaml.SequenceNode {
		return []map[string]string{vars}
	}
	var out []map[string]string
	for _, it := range list.Content {
		m := maps.Clone(vars)
		if m == nil {
			m = map[string]string{}
		}
		if it.Kind == yaml.ScalarNode {
			m["."+as] = it.Value
		}
		out = append(out, m)
	}
	return out
}
