package patterns

import (
	"strconv"
	"strings"
	"unicode"
)

// A DELETE bounded by a WHERE clause deletes the rows it names: that is
// everyday work on a database (`DELETE FROM t WHERE id = 3`), as deleting
// one file in the project is. A DELETE without WHERE, TRUNCATE and DROP
// still ask. sqlWithoutBoundedDeletes takes such statements out of the
// code before [data-delete] looks for deletes in it. A statement counts as
// bounded only when it is sure to be: it starts with DELETE, holds one
// DELETE and no DROP or TRUNCATE, has a WHERE outside every parenthesis
// (not a subquery's), holds no comment (`-- WHERE id = 3` bounds nothing,
// and MySQL runs `/*! … */`), and its condition is not one that holds for
// every row (`WHERE 1=1`, `WHERE true`, `id = id`, `… OR 1 = 1`).

// sqlWithoutBoundedDeletes returns sql (code outside its string
// literals) with each bounded DELETE statement blanked.
func sqlWithoutBoundedDeletes(sql string) string {
	if !strings.Contains(strings.ToLower(sql), "where") {
		return sql
	}
	stmts := strings.Split(sql, ";")
	changed := false
	for i, s := range stmts {
		if sqlBoundedDelete(s) {
			stmts[i] = ""
			changed = true
		}
	}
	if !changed {
		return sql
	}
	return strings.Join(stmts, ";")
}

// sqlBoundedDelete reports whether one statement is a DELETE bounded by a
// WHERE whose condition is not always true.
func sqlBoundedDelete(stmt string) bool {
	low := strings.ToLower(strings.TrimSpace(stmt))
	if !strings.HasPrefix(low, "delete") || len(low) > len("delete") && isSQLWordByte(low[len("delete")]) {
		return false
	}
	if strings.Contains(low, "--") || strings.Contains(low, "/*") || strings.Contains(low, "#") ||
		strings.Count(low, "delete") != 1 || sqlHasWord(low, "drop") || sqlHasWord(low, "truncate") {
		return false
	}
	cond, ok := sqlTopWhere(low)
	return ok && !sqlAlwaysTrue(cond)
}

// sqlTopWhere returns the text after the first WHERE that stands outside
// every parenthesis.
func sqlTopWhere(low string) (string, bool) {
	depth := 0
	for i := 0; i < len(low); i++ {
		switch low[i] {
		case '(':
			depth++
		case ')':
			depth--
		case 'w':
			if depth == 0 && strings.HasPrefix(low[i:], "where") && (i == 0 || !isSQLWordByte(low[i-1])) &&
				(i+5 == len(low) || !isSQLWordByte(low[i+5])) {
				return low[i+5:], true
			}
		}
	}
	return "", false
}

// sqlAlwaysTrue reports whether a condition holds for every row as far as
// its text shows: one of its OR'd terms is empty, true, a number, or a
// comparison of a thing with itself or of two numbers.
func sqlAlwaysTrue(cond string) bool {
	for _, end := range []string{"returning", "order", "limit", "output"} {
		if parts := sqlSplitWord(cond, end); len(parts) > 1 {
			cond = parts[0]
		}
	}
	for _, term := range sqlSplitWord(cond, "or") {
		t := strings.Map(func(r rune) rune {
			if unicode.IsSpace(r) || r == '(' || r == ')' {
				return -1
			}
			return r
		}, term)
		switch t {
		case "", "true", "notfalse", "not0":
			return true
		}
		if sqlNumber(t) {
			return true
		}
		if sqlKeyAlwaysTrue(t) {
			return true
		}
		for _, op := range []string{"<=>", ">=", "<=", "<>", "!=", "=", ">", "<"} {
			if l, r, ok := strings.Cut(t, op); ok {
				if l == r || sqlNumber(l) && sqlNumber(r) {
					return true
				}
				break
			}
		}
	}
	return false
}

// sqlKeyAlwaysTrue reports whether a term (spaces and parentheses taken
// out) holds for every row because it tests a table's key, a column named
// id, the way every key passes (fx19c, rt19d #8): `id IS NOT NULL`, and
// `id > 0`, `id >= 0`, `id >= 1`, `id > -5`, `id <> 0` (keys count from
// 1). A bound on another column (`deleted_at IS NOT NULL`, `price > 0`)
// or a key past the first (`id > 100`) names rows, and is left alone.
func sqlKeyAlwaysTrue(t string) bool {
	if key, ok := strings.CutSuffix(t, "isnotnull"); ok {
		return sqlKeyColumn(key)
	}
	for _, op := range []string{">=", "<>", "!=", ">"} {
		l, r, ok := strings.Cut(t, op)
		if !ok {
			continue
		}
		n, err := strconv.ParseFloat(r, 64)
		if !sqlKeyColumn(l) || err != nil {
			return false
		}
		return op == ">=" && n <= 1 || op != ">=" && n <= 0
	}
	return false
}

// sqlKeyColumn reports whether s names a key column: id, or t.id.
func sqlKeyColumn(s string) bool {
	if i := strings.LastIndexByte(s, '.'); i >= 0 {
		s = s[i+1:]
	}
	return strings.Trim(s, "\"`[]") == "id"
}

// sqlSplitWord splits s at each occurrence of the word w.
func sqlSplitWord(s, w string) []string {
	var out []string
	start := 0
	for i := 0; i+len(w) <= len(s); i++ {
		if s[i:i+len(w)] == w && (i == 0 || !isSQLWordByte(s[i-1])) && (i+len(w) == len(s) || !isSQLWordByte(s[i+len(w)])) {
			out = append(out, s[start:i])
			start = i + len(w)
			i += len(w) - 1
		}
	}
	return append(out, s[start:])
}

// sqlHasWord reports whether s holds the word w.
func sqlHasWord(s, w string) bool {
	return len(sqlSplitWord(s, w)) > 1
}

// sqlNumber reports whether s is a number literal (” is the literal
// sqlOutsideLiterals leaves of a string: equal to another ”).
func sqlNumber(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if (c < '0' || c > '9') && c != '.' && c != '-' && c != '+' {
			return false
		}
	}
	return true
}

// isSQLWordByte reports whether c may be part of an SQL word.
func isSQLWordByte(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
