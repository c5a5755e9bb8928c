package patterns

import (
	"path"
	"strings"
)

// sqlFileWords are words a SQL file's name holds when its name says what
// it does to data: it drops, deletes or resets, or it restores a dump
// (which drops each table it recreates).
var sqlFileWords = []string{"drop", "truncat", "delete", "reset", "wipe", "purge", "destroy", "teardown",
	"clean", "nuke", "down", "rollback", "revert", "dump", "backup", "restore", "flush", "clear"}

// judgeSQLFile is [sql-file]: a file of SQL (or another database's code)
// a database shell reads, whose text the line does not hold, so that it
// might delete data as that code on the line would: a file outside the
// workdir (/tmp/x.sql, one fetched elsewhere), one a part of
// the line writes (`echo … > x.sql && psql -f x.sql`, `curl -o m.sql …`),
// one whose name says it drops, deletes, resets or restores (drop.sql,
// reset_db.sql, dump.sql), or a file that is not known ("$F"). It is only
// ever a might (rt39 E345: `mysql app_dev < dump.sql` was said to
// certainly delete): the file's text is not in the line, so whether it
// deletes anything is not known, even where it is named as SQL (.sql …)
// or written in the line. The project's own files in the workdir
// (schema.sql, migrations/001.sql, seed.sql) are its everyday work and
// are left alone.
func judgeSQLFile(_ string, w Word, ctx *Context) Judgement {
	p := resolvePath(&w, ctx)
	v, ok := p.shape.certain()
	if !ok || p.any {
		return Judgement{Might: true}
	}
	if v == "/dev/stdin" || v == "-" {
		return Judgement{}
	}
	base := strings.ToLower(path.Base(v))
	hit := Judgement{Might: true}
	for _, k := range sqlFileWords {
		if strings.Contains(base, k) {
			return hit
		}
	}
	if !judgeInside("", w, ctx).Certainly {
		return hit // not the project's own: /tmp/x.sql, ~/Downloads/m.sql
	}
	if cmd := ctx.evalCommand(); cmd != nil && len(cmd.Parts) > 1 && len(cmd.Parts) <= maxKillSearch {
		for _, q := range cmd.Parts {
			for _, t := range partWrittenWords(q) {
				if tv, ok := certainPath(t, ctx); ok && tv == path.Clean(v) {
					return hit
				}
			}
		}
	}
	return Judgement{}
}

// judgeSQLInclude is [sql-include]: psql's command text (its -c) that
// includes a file (`\i F`, `\ir F`, `\include F`, read by psql's own
// lexer, sqlmeta_lex.go) judged as psql's -f F is ([sql-file]: the
// file's text is not on the line, so a file outside the workdir, one
// named for what it deletes or one not known might drop or delete; fx64b,
// rt63: `psql app -c '\i db/schema.sql'` is the project's own schema,
// as `psql -f db/schema.sql` is). A text that is not literal might
// include anything where its literal pieces hold `\i`, as the pattern
// `psql -c=*\i*` read it before.
func judgeSQLInclude(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		var lits strings.Builder
		for _, s := range w.Segs {
			if s.Kind == SegLit {
				lits.WriteString(s.Text)
			}
		}
		return Judgement{Might: strings.Contains(lits.String(), `\i`)}
	}
	if !strings.Contains(v, `\i`) {
		return Judgement{}
	}
	scan := scanSQL(sqlPsql, v, false, nil)
	var out Judgement
	for _, f := range scan.finds {
		if f.kind != sqlInclude {
			continue
		}
		if strings.HasPrefix(f.arg, "~") {
			return Judgement{Might: true} // from home: not the project's
		}
		if j := judgeSQLFile("", LitWord(f.arg), ctx); j.Might {
			out.Might = true
		}
	}
	if scan.unread != "" && !out.Might {
		out.Might = strings.Contains(v, `\i`) // the text past what is read may include
	}
	return out
}

// judgeKernelKnob is [kernel-knob]: a path whose write turns a guard of
// the kernel off or reaches into another process: a guard's setting below
// /proc/sys (kernelGuardKnobs: kernel.yama.ptrace_scope,
// kernel.randomize_va_space …; the other settings there are
// [system-config]'s, fx48b), the security file system
// (/sys/kernel/security), a process's memory (/proc/PID/mem). Only a
// path certainly there counts.
func judgeKernelKnob(_ string, w Word, ctx *Context) Judgement {
	v, ok := certainPath(w, ctx)
	if !ok {
		return Judgement{}
	}
	switch {
	case kernelGuardPath(v), within(v, "/sys/kernel/security"),
		strings.HasPrefix(v, "/proc/") && path.Base(v) == "mem":
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}
