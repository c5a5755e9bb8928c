package patterns

import (
	"regexp"
	"strings"
)

// A word in a string literal is data, not code: `select 'drop table' as
// x` deletes nothing, and neither does `where name = 'drop'`. Before
// [data-delete] looks for deleting statements, sqlOutsideLiterals blanks
// the single-quoted literals of the code, where that is sure to be how
// the database reads them. It keeps the code as it is (every literal
// read as code) when:
//
//   - a literal is not closed, or the code holds a backslash: MySQL reads
//     \' inside a literal as a quote, PostgreSQL as the literal's end, so
//     where the literals end depends on the database;
//   - the code outside the literals may run a string as code: EXECUTE,
//     EXEC, PREPARE, DO, CALL, psql's \gexec, dblink, sp_executesql,
//     query_to_xml, EVAL;
//   - a literal is a function's argument (it follows "(" or ","): the
//     function may run it.
//
// Double-quoted text is an identifier in SQL (a string in MySQL) and is
// left as code, as are dollar-quoted bodies (PostgreSQL functions).

// sqlDynamic matches SQL that runs a string as code.
var sqlDynamic = lazy[*regexp.Regexp]{build: func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(exec|execute|prepare|do|call|dblink\w*|sp_executesql|query_to_xml|eval)\b|\\gexec`)
}}

// sqlOutsideLiterals returns code with the contents of its single-quoted
// literals emptied (each literal becomes an empty one), or code unchanged where the
// literals cannot be told from code with certainty (above).
func sqlOutsideLiterals(code string) string {
	if !strings.Contains(code, "'") || strings.Contains(code, `\`) {
		return code
	}
	var out strings.Builder
	for i := 0; i < len(code); {
		c := code[i]
		if c != '\'' {
			out.WriteByte(c)
			i++
			continue
		}
		if prev := strings.TrimRight(out.String(), " \t\r\n"); strings.HasSuffix(prev, "(") || strings.HasSuffix(prev, ",") {
			return code // an argument: the function may run it
		}
		// Find the closing quote; '' inside a literal is one quote.
		j := i + 1
		for {
			k := strings.IndexByte(code[j:], '\'')
			if k < 0 {
				return code // not closed
			}
			j += k + 1
			if j < len(code) && code[j] == '\'' {
				j++
				continue
			}
			break
		}
		out.WriteString("''")
		i = j
	}
	s := out.String()
	if sqlDynamic.get().MatchString(s) {
		return code
	}
	return s
}
