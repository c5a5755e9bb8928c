package patterns

import (
	"fmt"
	"strings"
)

// The SQL a client's line holds (fx62a): the text of psql's -c, mysql's
// -e and --init-command, sqlite3's -cmd and operands, duckdb's -c, -cmd,
// -s and operands, and the here-document or here-string it is fed, read
// by the client's own lexer (sqlmeta_lex.go). Each find is read as its
// shell spelling one level deeper (`.output |CMD` as `: | CMD`, `\o F`
// as `: > F`, readfile('F') as `cat F`), so the existing classes name
// the rule; a text the reader cannot read exactly is unreadable, naming
// why. The files the client reads (-f, `< F`, -init, and what the text
// includes: `.read F`, `\i F`, `source F`) are read from disk by
// sqlmeta_files.go. A text that is not literal is left to the classes
// that judge the words (the data-delete class).

// sqlLineOpts are, per dialect, the options whose value is text of the
// client's language.
func sqlLineOpts(d sqlDialect) []string {
	return map[sqlDialect][]string{
		sqlPsql:   {"-c", "--command"},
		sqlMysql:  {"-e", "--execute", "--init-command"},
		sqlSqlite: {"-cmd"},
		sqlDuck:   {"-c", "-cmd", "-s"},
	}[d]
}

// sqlText is one text a client's line holds and where it stands.
type sqlText struct {
	text    string
	span    Span
	sqlOnly bool
}

// sqlLineTexts returns the literal texts of the client's language part
// p's words hold: its options' values, and sqlite3's and duckdb's
// operands (SQL, or a dot-command when one starts with a dot).
func sqlLineTexts(p *Part, d sqlDialect, exact bool) []sqlText {
	var out []sqlText
	args := p.Args()
	opts := sqlLineOpts(d)
	for i := 0; i < len(args); i++ {
		w := args[i]
		lit, _ := litPrefix(w)
		if lit == "--" && d != sqlSqlite && d != sqlDuck {
			break
		}
		val, next, ok := optionValue(args, i, opts, exact)
		i = next
		if !ok && (d == sqlSqlite || d == sqlDuck) && !strings.HasPrefix(lit, "-") {
			val, ok = w, true // sqlite3 DB SQL…: each operand is SQL or a dot-command
		}
		if !ok {
			continue
		}
		v, literal := val.Literal()
		if !literal {
			continue
		}
		out = append(out, sqlText{text: v, span: val.Span, sqlOnly: (d == sqlSqlite || d == sqlDuck) && !strings.HasPrefix(v, ".")})
	}
	return out
}

// sqlMeta reads what the texts of part p's line, and the text it is fed,
// make its client do.
func (r *reading) sqlMeta(p *Part, sc scope) []*Node {
	d := sqlDialectOf(p.Program)
	if d == sqlNone {
		return nil
	}
	texts := sqlLineTexts(p, d, sc.m.whole == nil)
	if text, ok := r.fedText(p); ok && fedSQLOnly(p.Program, text) {
		// text holding a meta-command is a script fed on standard input,
		// unreadable as such (dbShellStdin)
		texts = append(texts, sqlText{text: text, span: sqlFedSpan(p)})
	}
	var nodes []*Node
	db, writes, archive := sqlDBFile(p, d)
	if writes {
		nodes = append(nodes, r.nestedText(p, p.Program+" database file", sqlDBShell(db), db.Span, FeedNone, sc)...)
	}
	if archive != "" {
		nodes = append(nodes, r.unreadable(p, UnreadableForeignCode, p.Span, fmt.Sprintf(
			"%s %s reads or writes the files its archive names, which the line does not show.", p.Program, quoteRaw(archive))))
	}
	place := &sqlPlace{}
	for _, t := range texts {
		scan := scanSQL(d, t.text, t.sqlOnly, place)
		for _, f := range scan.finds {
			if f.kind == sqlInclude {
				continue // read from disk (sqlmeta_files.go)
			}
			nodes = append(nodes, r.nestedText(p, p.Program+" "+f.what, f.shell(), t.span, FeedNone, sc)...)
		}
		if scan.unread != "" {
			nodes = append(nodes, r.unreadable(p, UnreadableForeignCode, t.span, fmt.Sprintf(
				"%s runs %s, which the reader cannot read exactly: %s.", p.Program, quoteRaw(t.text), scan.unread)))
		}
	}
	return nodes
}

// sqlFedSpan is the span of the here-document or here-string part p is
// fed, else the part's.
func sqlFedSpan(p *Part) Span {
	for i := len(p.Redirs) - 1; i >= 0; i-- {
		if rd := p.Redirs[i]; (rd.Fd == "" || rd.Fd == "0") && (rd.Op == "<<<" || rd.Body != nil) {
			return rd.Span
		}
	}
	return p.Span
}
