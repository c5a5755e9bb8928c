package patterns

// REPLs and debuggers that are not read as interpreters (rt22e #45,
// rt22d #8): typedPrograms knows, by family, the programs that run what is
// typed into them (lldb and its `platform shell`, groovysh, PARI's gp and
// its `system()`, swift's REPL, `nix repl`, `dotnet fsi`, maxima,
// spark-shell …) and when they do (lldb not with -b, swift with no
// operand or `repl`). Fed from a pipe, a here-string, a here-document or
// a process substitution, such a program runs what it is fed, as a shell
// does: the part is unreadable (a download piped into one is
// download-run). The interpreters read by their options (read_interp.go,
// read_runtimes.go) and the programs the reader follows by name (gdb,
// psql, tmux …) are left to those readers, and so are the mongo shells,
// whose fed code is read as mongo code (read_mongo.go).

// typedFedFamilies are the families of typedPrograms whose programs run
// their input as code or commands.
var typedFedFamilies = map[typedFamily]bool{famREPL: true, famDebugger: true}

// typedFed reads part p as a REPL or debugger fed by the line.
func (r *reading) typedFed(p *Part) []*Node {
	if p.Feed == FeedNone || p.Feed == FeedFile || isInterpreter(p.Program) || mongoShells.get()[p.Program] {
		return nil
	}
	e, ok := typedEntryOf(p.Program)
	if !ok || !typedFedFamilies[e.family] || e.check == nil || !e.check(p) {
		return nil
	}
	return r.stdinScript(p, p.Program)
}
