package patterns

import (
	"cmp"
	"strings"
)

// just's and go-task's templates that name the environment or a
// directory (issue 7, rt58 §2) are read as their values where the
// context knows them, as make's $(HOME) is (body_make_expand.go): in
// just, env_var('HOME'), env('HOME') (with or without a default),
// home_directory() the home, env_var('PWD') and invocation_directory()
// the directory just runs from, justfile_directory() and
// source_directory() the justfile's; in go-task, {{.HOME}} and {{env
// "HOME"}} the home, {{.PWD}} and {{.USER_WORKING_DIR}} the directory
// task runs from, {{.ROOT_DIR}} the root Taskfile's directory,
// {{.TASKFILE_DIR}} the task's file's and {{.TASK_DIR}} the directory
// the task runs in. Another variable of the environment's named by
// env_var, env or go-task's env is not known, a might where it is the
// evidence (body_envmight.go); any other template stays unknown.

// templateNorm is a template's expression with its blanks dropped and
// its double quotes single, the form the readers below compare.
func templateNorm(expr string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\t', '\n':
			return -1
		case '"':
			return '\''
		}
		return r
	}, expr)
}

// envKnown is the value of the environment variable name where the
// context knows it: HOME the home, PWD the directory the runner runs
// from; else "".
func envKnown(name, home, cwd string) string {
	switch name {
	case "HOME":
		return home
	case "PWD":
		return cwd
	}
	return ""
}

// justEnvLook reads a just template naming the environment or a
// directory, the justfile in dir, just run from cwd.
func justEnvLook(home, cwd, dir string) func(string) string {
	return func(expr string) string {
		e := templateNorm(expr)
		switch e {
		case "home_directory()":
			return home
		case "invocation_directory()", "invocation_directory_native()":
			return cwd
		case "justfile_directory()", "source_directory()":
			return dir
		}
		for _, f := range []string{"env_var_or_default(", "env_var(", "env("} {
			if rest, ok := strings.CutPrefix(e, f+"'"); ok {
				name, tail, _ := strings.Cut(rest, "'")
				if tail == ")" || strings.HasPrefix(tail, ",") && strings.HasSuffix(tail, ")") {
					return cmp.Or(envKnown(name, home, cwd), envUnknown)
				}
			}
		}
		return ""
	}
}

// envLook reads a go-task template naming the environment or a
// directory: root is the root Taskfile's directory, file the task's
// file's, at the one the task runs in.
func (tf taskfile) envLook(root, file, at string) func(string) string {
	return func(expr string) string {
		e := templateNorm(expr)
		switch e {
		case ".USER_WORKING_DIR":
			return tf.cwd
		case ".ROOT_DIR":
			return root
		case ".TASKFILE_DIR":
			return file
		case ".TASK_DIR":
			return at
		}
		if name, ok := strings.CutPrefix(e, "."); ok {
			return envKnown(name, tf.home, tf.cwd)
		}
		if rest, ok := strings.CutPrefix(e, "env'"); ok && strings.HasSuffix(rest, "'") {
			return cmp.Or(envKnown(strings.TrimSuffix(rest, "'"), tf.home, tf.cwd), envUnknown)
		}
		return ""
	}
}
